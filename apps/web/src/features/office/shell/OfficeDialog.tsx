import type { ReactNode } from 'react';
import { ModalDialog } from '../../../components/ui/ModalDialog.tsx';
import { HebrewRuns } from './HebrewRuns.tsx';
import { officeText } from './strings.ts';

/**
 * A modal dialog of the office (components/ui/ModalDialog): its title may hold a Hebrew name
 * among English words, so it is set in runs of each direction.
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
  return (
    <ModalDialog
      title={<HebrewRuns text={title} />}
      closeLabel={officeText.close}
      onClose={onClose}
      wide={wide}
    >
      {children}
    </ModalDialog>
  );
}
