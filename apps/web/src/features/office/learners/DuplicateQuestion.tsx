import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { officeErrorMessage } from '../shell/api.ts';
import { learnersText } from './strings.ts';

/**
 * The server found a child of this name in the class: ask, rather than add a second silently.
 * "Yes" sends the same values again with allowDuplicate; "Change the name" goes back to the field.
 */
export function DuplicateQuestion({
  error,
  confirmLabel,
  busy,
  onConfirm,
  onChangeName,
}: {
  error: unknown;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onChangeName: () => void;
}) {
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border-2 border-gold bg-gold-soft/40 px-4 py-3 text-ink"
    >
      <p className="flex items-start gap-2 font-semibold">
        <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-ink" />
        {learnersText.duplicateTitle}
      </p>
      <p className="mt-1 mb-3">{officeErrorMessage(error, learnersText.duplicateTitle)}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onChangeName}>
          {learnersText.changeName}
        </Button>
      </div>
    </div>
  );
}
