import { Copy, MailWarning } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { Callout } from '../shell/Callout.tsx';
import { londonDateTime } from '../shell/london-time.ts';
import { staffText } from './strings.ts';

/**
 * A link that could not be e-mailed, to pass on by hand: the invitation is never lost. The
 * sentence says what happened; the link is selectable and one button copies it.
 */
export function LinkHandOver({
  name,
  email,
  link,
  expiresAt,
  onDone,
}: {
  name: string;
  email: string;
  link: string;
  expiresAt: string;
  onDone: () => void;
}) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyLink = async () => {
    inputRef.current?.select();
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div>
      <Callout icon={MailWarning} live className="mb-5">
        {staffText.handOver(name, email, londonDateTime(expiresAt))}
      </Callout>
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {staffText.linkLabel}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        readOnly
        rows={3}
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className={`${fieldClass} resize-none font-mono text-sm break-all`}
      />
      <div className="mt-2">
        <Button variant="secondary" onClick={() => void copyLink()}>
          <Copy aria-hidden="true" className="size-4" />
          {staffText.copy}
        </Button>
      </div>
      <p aria-live="polite" className="mt-1.5 min-h-5 text-sm text-ink-muted">
        {copy === 'copied' ? staffText.copied : copy === 'failed' ? staffText.copyFailed : ''}
      </p>
      <div className="mt-4 flex justify-end">
        <Button onClick={onDone}>{staffText.done}</Button>
      </div>
    </div>
  );
}
