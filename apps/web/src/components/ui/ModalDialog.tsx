import { X } from 'lucide-react';
import { useId, useRef, useState, useLayoutEffect, type ReactNode } from 'react';

/** What a dialog focuses when it opens: the element marked `data-autofocus`, else its first field. */
const FIRST_FOCUS =
  '[data-autofocus], input:not([type=hidden]):not([hidden]):not([readonly]), select, textarea:not([readonly])';

function focusFirst(dialog: HTMLDialogElement): void {
  const target = dialog.querySelector<HTMLElement>(FIRST_FOCUS);
  if (!target) return; // showModal() already focused the close button
  target.focus({ preventScroll: true });
  // A name to correct (a rename) starts selected, so typing replaces it.
  if (target instanceof HTMLInputElement && target.dataset.autofocus === 'select') target.select();
}

/**
 * A modal dialog (a native <dialog>), the office's and My Page's alike: the page behind is dimmed
 * and inert, focus moves in — to the element marked `data-autofocus`, else the first field, else
 * the close button — and stays inside; Escape and the close button close it, and focus returns
 * to what opened it. Nearly full width on a phone.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  children,
  wide = false,
}: {
  title: ReactNode;
  /** The close button's name for a screen reader, in the screen's own words. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // What had focus before the dialog rendered: read during the first render, before anything
  // inside could move the focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    focusFirst(dialog);
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
      // The backdrop's colour is written out, not a theme variable: ::backdrop inherits no
      // custom properties in Safari before 17.4 and Chrome before 122 (an iPad not yet updated),
      // where `var(--color-night)` would leave the page undimmed.
      className={`m-auto max-h-[calc(100dvh-2rem)] ${wide ? 'w-[min(48rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-1.5rem))]'} overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-[rgb(14_23_38/0.6)] open:animate-fade-in`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone px-5 pt-5 pb-4 sm:px-6">
        <h2 id={titleId} className="min-w-0 text-xl font-semibold break-words sm:text-2xl">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-me-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-stone/60 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </dialog>
  );
}
