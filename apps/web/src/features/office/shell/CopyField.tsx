import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState, useLayoutEffect } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { cn } from '../../../lib/cn.ts';
import { officeText } from './strings.ts';

/**
 * A value to pass on by hand (a station's token, its address, a one-time link): selectable, one
 * button that copies it, and a sentence that says whether that worked. A long value wraps in a
 * box of a few lines (`multiline`) instead of scrolling out of sight.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedText,
  multiline = false,
  autoFocus = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copiedText: string;
  multiline?: boolean;
  /** The copy button takes the focus when the field appears (the reason a dialog changed). */
  autoFocus?: boolean;
}) {
  const id = useId();
  const boxRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useLayoutEffect(() => {
    if (autoFocus) wrapRef.current?.querySelector('button')?.focus({ preventScroll: true });
    // Only when the field appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const copyValue = async () => {
    boxRef.current?.select();
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const box = cn(fieldClass, 'min-h-11 min-w-0 flex-1 basis-56 py-2 font-mono text-sm');
  return (
    <div ref={wrapRef}>
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-start gap-2">
        {multiline ? (
          <textarea
            ref={boxRef}
            id={id}
            readOnly
            rows={3}
            value={value}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(box, 'basis-full resize-none break-all')}
          />
        ) : (
          <input
            ref={boxRef}
            id={id}
            readOnly
            value={value}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className={box}
          />
        )}
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
        {copy === 'copied' ? copiedText : copy === 'failed' ? officeText.copyFailed : ''}
      </p>
    </div>
  );
}
