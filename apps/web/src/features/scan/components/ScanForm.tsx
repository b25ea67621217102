import { AlertTriangle, ScanBarcode } from 'lucide-react';
import { useId, useState } from 'react';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useAutoFocus } from '../../../hooks/useAutoFocus.ts';
import { cn } from '../../../lib/cn.ts';
import { stationText } from '../strings.ts';
import { playErrorTone, unlockAudio } from '../tones.ts';

/**
 * The field a keyboard-wedge scanner types into, with its Enter: every code goes to `onBarcode`
 * and the field empties for the next child. An Enter with nothing before it is said, loudly.
 */
export function ScanForm({
  inputRef,
  onBarcode,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onBarcode: (barcode: string) => void;
}) {
  // The scan field has the focus from the start: a scanner types into whatever has it.
  const focusInput = useAutoFocus(true, inputRef);
  /** Counts Enters pressed with nothing scanned (each one flashes again); 0 = none showing. */
  const [emptyEnters, setEmptyEnters] = useState(0);
  const emptyId = useId();

  return (
    <form
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        const input = inputRef.current;
        if (!input) return;
        const barcode = input.value.trim();
        input.value = '';
        input.focus({ preventScroll: true });
        if (!barcode) {
          // An Enter with nothing before it (a misread, or the key pressed by hand) is a
          // mistake too: loud, and it says what to do.
          setEmptyEnters((n) => n + 1);
          playErrorTone();
          return;
        }
        setEmptyEnters(0);
        onBarcode(barcode);
      }}
    >
      {emptyEnters > 0 ? (
        <div
          key={`empty-${emptyEnters}`}
          aria-hidden="true"
          className="scan-flash-error pointer-events-none fixed inset-0 z-10"
        />
      ) : null}
      <label
        htmlFor="scan-input"
        className="mb-2 flex items-center gap-2 text-lg font-semibold text-ink"
      >
        <ScanBarcode aria-hidden="true" className="size-6 text-primary" />
        {stationText.inputLabel}
      </label>
      <p id="scan-input-hint" className="mb-2 text-ink-muted">
        {stationText.inputHint}
      </p>
      <div className="flex items-center gap-3">
        <input
          ref={focusInput}
          id="scan-input"
          name="barcode"
          aria-describedby={emptyEnters > 0 ? `scan-input-hint ${emptyId}` : 'scan-input-hint'}
          aria-invalid={emptyEnters > 0 || undefined}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          maxLength={64}
          onKeyDown={unlockAudio}
          onInput={() => setEmptyEnters(0)}
          onBlur={(event) => {
            if (!event.relatedTarget) {
              requestAnimationFrame(() => inputRef.current?.focus({ preventScroll: true }));
            }
          }}
          className={cn(
            'block h-16 w-full min-w-0 rounded-xl border-2 bg-white px-5 font-mono text-2xl tracking-wider text-ink shadow-inner sm:h-20 sm:text-4xl',
            emptyEnters > 0 ? 'border-danger' : 'border-primary',
          )}
        />
        <Button type="submit" size="lg" className="h-16 shrink-0 px-6 sm:h-20 sm:px-8 sm:text-lg">
          Scan
        </Button>
      </div>
      <div className="mt-2 min-h-7">
        <p id={emptyId} role="alert" className="text-lg font-semibold text-danger">
          {emptyEnters > 0 ? (
            <span key={emptyEnters} className="flex items-start gap-2">
              <AlertTriangle
                aria-hidden="true"
                className="mt-1 size-5 shrink-0"
                strokeWidth={2.5}
              />
              {stationText.nothingScanned}
            </span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
