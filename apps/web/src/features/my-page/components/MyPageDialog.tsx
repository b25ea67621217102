import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { donor } from '../../../i18n/donor.ts';

/**
 * A modal dialog of My Page (a native <dialog>): the page behind is dimmed and inert, focus
 * moves to the element marked `data-autofocus` (else the first field), Escape and the close
 * button close it, and focus returns to what opened it. Full width on a phone.
 */
export function MyPageDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog
      .querySelector<HTMLElement>('[data-autofocus], input:not([type=hidden])')
      ?.focus({ preventScroll: true });
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
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-1.5rem))] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-[rgb(14_23_38/0.6)]"
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone px-5 pt-5 pb-4 sm:px-6">
        <h2 id={titleId} className="min-w-0 text-xl font-semibold sm:text-2xl">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-me-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-stone/60 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{donor.account.close}</span>
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </dialog>
  );
}
