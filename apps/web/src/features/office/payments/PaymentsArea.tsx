import { Route, Routes } from 'react-router';
import { PaymentPage } from './PaymentPage.tsx';
import { PaymentsListPage } from './PaymentsListPage.tsx';

/** The office's payments area (owner, office): /office/payments and /office/payments/:id. */
export default function PaymentsArea() {
  return (
    <Routes>
      <Route index element={<PaymentsListPage />} />
      <Route path=":id" element={<PaymentPage />} />
    </Routes>
  );
}
