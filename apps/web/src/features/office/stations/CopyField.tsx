import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { stationsText } from './strings.ts';

/**
 * A value to pass on (the token, the station page's address): selectable, with one button that
 * copies it and a sentence that says whether it worked.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedText,
  mono = true,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copiedText: string;
  mono?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyValue = async () => {
    inputRef.current?.select();
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(
            fieldClass,
            'min-h-11 min-w-0 flex-1 basis-56 py-2',
            mono && 'font-mono text-sm',
          )}
        />
        <Button variant="secondary" onClick={() => void copyValue()}>
          {copy === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copyLabel}
        </Button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-ink-muted">
        {copy === 'copied' ? copiedText : copy === 'failed' ? stationsText.copyFailed : ''}
      </p>
    </div>
  );
}
