import { Check, Lock, Pencil } from 'lucide-react';
import { useRef, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SectionId, SectionState } from '../sections.ts';

interface StepSectionProps {
  id: SectionId;
  step: number;
  title: string;
  state: SectionState;
  /** Shown while locked: what unlocks it. */
  lockedHint: string;
  onEdit: () => void;
  /** Accessible name of the Edit button, e.g. "Edit contact information". */
  editLabel: string;
  /** The open form. */
  children: ReactNode;
  /** The saved section, read like a receipt. */
  summary: ReactNode;
}

/**
 * One section of the Subscribe screen: open (the form), saved (a summary with Edit) or locked
 * (dimmed and inert until the sections before it are saved). The heading takes focus when the
 * section opens, so keyboard and screen-reader users land on it.
 */
export function StepSection({
  id,
  step,
  title,
  state,
  lockedHint,
  onEdit,
  editLabel,
  children,
  summary,
}: StepSectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  useLayoutEffect(() => {
    if (state === 'open' && previous.current !== 'open') {
      headingRef.current?.focus();
    }
    previous.current = state;
  }, [state]);

  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-disabled={state === 'locked' || undefined}
      data-state={state}
      inert={state === 'locked'}
      className={cn(
        'scroll-mt-24 rounded-[var(--radius-card)] border bg-white shadow-card transition-opacity',
        state === 'open' ? 'border-gold' : 'border-stone',
        state === 'locked' && 'opacity-45 shadow-none select-none',
      )}
    >
      <header className="flex items-center gap-3 px-5 pt-5 sm:px-7 sm:pt-6">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            state === 'summary' ? 'bg-done text-white' : 'bg-gold-soft text-gold-ink',
          )}
        >
          {state === 'summary' ? <Check className="size-4" /> : step}
        </span>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex-1 text-xl font-semibold sm:text-2xl"
        >
          {title}
        </h2>
        {state === 'summary' ? (
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={editLabel}
            className="min-h-10 px-4"
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        ) : null}
        {state === 'locked' ? <Lock aria-hidden="true" className="size-5 text-ink-muted" /> : null}
      </header>
      <div className="px-5 pt-4 pb-5 sm:px-7 sm:pb-7">
        {state === 'open' ? children : null}
        {state === 'summary' ? summary : null}
        {state === 'locked' ? <p className="text-ink-muted">{lockedHint}</p> : null}
      </div>
    </section>
  );
}

/** A receipt-like list of saved values. */
export function Receipt({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <dl
      className={cn(
        'divide-y divide-dashed divide-stone rounded-lg border border-dashed border-[#cbbf9f] bg-parchment px-4 py-1',
        className,
      )}
    >
      {children}
    </dl>
  );
}

export function ReceiptLine({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-end font-semibold wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}
