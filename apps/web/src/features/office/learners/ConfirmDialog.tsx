import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { officeErrorMessage } from '../shell/api.ts';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { officeText } from '../shell/strings.ts';

/** "Are you sure?" that says what will happen, with the action named on its button. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <OfficeDialog title={title} onClose={onClose}>
      {error ? (
        <ErrorNotice>{officeErrorMessage(error, officeText.genericError)}</ErrorNotice>
      ) : null}
      <div className="space-y-3 text-lg">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {officeText.cancel}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </OfficeDialog>
  );
}
