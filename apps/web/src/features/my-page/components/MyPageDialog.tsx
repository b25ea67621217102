import type { ReactNode } from 'react';
import { ModalDialog } from '../../../components/ui/ModalDialog.tsx';
import { donor } from '../../../i18n/donor.ts';

/** A modal dialog of My Page (components/ui/ModalDialog), closed by "Close" in the donor's words. */
export function MyPageDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog title={title} closeLabel={donor.account.close} onClose={onClose}>
      {children}
    </ModalDialog>
  );
}
