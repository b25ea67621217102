import type { Member } from '@zechus/shared';
import { X } from 'lucide-react';
import { useRef, useLayoutEffect } from 'react';
import type { MouseEvent } from 'react';
import { donor } from '../../../i18n/donor.ts';
import { LearnerAvatar } from './LearnerAvatar.tsx';
import { LearnerStatus } from './LearnerStatus.tsx';

interface LearnerDialogProps {
  member: Member;
  showRecordings: boolean;
  onClose: () => void;
}

/**
 * A learner's detail (spec §2): optional image, name, perek, done or pending, and the recording's
 * player only when one exists and recordings are allowed. A modal <dialog>: focus stays inside,
 * Escape, the close icon and a click on the backdrop close it, and focus returns to the learner.
 */
export function LearnerDialog({ member, showRecordings, onClose }: LearnerDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = 'learner-dialog-title';

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  // A click on the ::backdrop lands on the <dialog> itself; the content fills its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const canPlay = showRecordings && Boolean(member.recording);

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClick}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] overflow-visible rounded-2xl bg-transparent p-0 text-ink backdrop:bg-night/60 backdrop:backdrop-blur-[2px] open:animate-fade-in"
    >
      <div dir="rtl" lang="he" className="relative rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <button
          ref={closeRef}
          type="button"
          aria-label={donor.progress.close}
          onClick={onClose}
          className="absolute top-3 left-3 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-parchment hover:text-ink"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
        <div className="flex flex-col items-center text-center">
          <LearnerAvatar member={member} className="size-28 text-4xl" />
          <h2
            id={titleId}
            dir="auto"
            className="mt-4 font-[family-name:var(--font-hebrew)] text-3xl font-bold"
          >
            {member.name}
          </h2>
          <p className="mt-1 font-[family-name:var(--font-hebrew)] text-xl text-ink-muted">
            {member.perek}
          </p>
          <p className="mt-3 inline-flex items-center gap-2 font-[family-name:var(--font-hebrew-ui)]">
            <LearnerStatus done={member.done} className="size-6" />
            <span dir="ltr" lang="en" aria-hidden="true" className="text-sm text-ink-muted">
              {member.done ? donor.progress.learnerDone : donor.progress.learnerPending}
            </span>
          </p>
          {canPlay && member.recording ? (
            <audio
              controls
              preload="none"
              src={member.recording}
              aria-label={donor.progress.recordingLabel(member.name)}
              className="mt-6 w-full"
              dir="ltr"
            />
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
