import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { FormActions } from './FormActions.tsx';
import { FailureNotice } from './Notices.tsx';
import { OfficeDialog } from './OfficeDialog.tsx';
import { officeText } from './strings.ts';

/**
 * "Are you sure?" the same in every area: what will happen in plain words, the way out, and the
 * action named on its button. A `danger` action (hard to take back) is red and the dialog opens
 * on the way out, so Enter on a slip changes nothing.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmIcon: ConfirmIcon,
  cancelLabel = officeText.cancel,
  danger = false,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmIcon?: LucideIcon;
  cancelLabel?: string;
  danger?: boolean;
  busy: boolean;
  /** The failed call, if any (said with officeErrorMessage). */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <OfficeDialog title={title} onClose={onClose}>
      <FailureNotice error={error} />
      <div className="space-y-3 text-lg">{children}</div>
      <FormActions>
        <Button variant="secondary" onClick={onClose} data-autofocus={danger ? '' : undefined}>
          {cancelLabel}
        </Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          onClick={onConfirm}
          busy={busy}
          data-autofocus={danger ? undefined : ''}
        >
          {ConfirmIcon ? <ConfirmIcon aria-hidden="true" className="size-5" /> : null}
          {confirmLabel}
        </Button>
      </FormActions>
    </OfficeDialog>
  );
}
