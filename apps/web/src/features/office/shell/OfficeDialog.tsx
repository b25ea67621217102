import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { officeText } from './strings.ts';

/**
 * A modal dialog of the office (a native <dialog>): focus moves in and stays inside, Escape and
 * the close button close it, and focus returns to what opened it.
 */
export function OfficeDialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // What had focus before the dialog rendered: read during the first render, because a field's
  // autoFocus inside the dialog moves focus before any effect runs.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const inside = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element (the close button); a field that asked
    // for focus (autoFocus) keeps it.
    if (inside instanceof HTMLElement && inside !== dialog && dialog.contains(inside)) {
      inside.focus({ preventScroll: true });
    }
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${wide ? 'w-[min(48rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'} overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-night/60 open:animate-fade-in`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone px-6 pt-5 pb-4">
        <h2 id={titleId} className="text-2xl font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-stone/60 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{officeText.close}</span>
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
