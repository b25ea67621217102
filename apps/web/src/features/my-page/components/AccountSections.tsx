import type { MyPage } from '@zechus/shared';
import { ContactEdit } from './ContactEdit.tsx';
import { PaymentsList } from './PaymentsList.tsx';

/**
 * What My Page holds besides the dedications: the donor's payments with their receipts, and
 * their contact details. Shown on My Page, and on the page of a donor's only dedication (where
 * My Page sends them: spec §2), so no donor is without them.
 */
export function AccountSections({ contact }: { contact: MyPage['contact'] }) {
  return (
    <div className="mt-10 grid gap-8">
      <PaymentsList />
      <ContactEdit contact={contact} />
    </div>
  );
}
