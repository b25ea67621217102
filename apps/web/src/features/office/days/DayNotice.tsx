import { X } from 'lucide-react';
import { SuccessNotice } from '../shell/Notices.tsx';
import { officeText } from '../shell/strings.ts';

/**
 * What a row's action did ("… marked done"). On a phone the teacher is usually far down the
 * list when she confirms, where a notice above the table would be out of sight: there it sits at
 * the bottom of the screen until she closes it or acts again; on a wider screen, above the table.
 */
export function DayNotice({ sentence, onClose }: { sentence: string; onClose: () => void }) {
  return (
    <div className="max-md:fixed max-md:inset-x-3 max-md:bottom-3 max-md:z-30 max-md:flex max-md:items-start max-md:rounded-lg max-md:bg-white max-md:shadow-2xl">
      <div className="min-w-0 flex-1 max-md:[&>p]:mb-0">
        <SuccessNotice>{sentence}</SuccessNotice>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="ms-1 hidden size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-stone/60 hover:text-ink max-md:grid"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{officeText.close}</span>
      </button>
    </div>
  );
}
