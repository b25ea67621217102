import { Navigate, Route, Routes } from 'react-router';
import { RegisterPage } from './RegisterPage.tsx';
import { SlipPage } from './SlipPage.tsx';

/**
 * The morning register (/office/register?class=…): a teacher's "Today — my class" on her phone,
 * and the extra perakim slip (/office/register/slip?class=…) to print afterwards.
 */
export default function RegisterArea() {
  return (
    <Routes>
      <Route index element={<RegisterPage />} />
      <Route path="slip" element={<SlipPage />} />
      <Route path="*" element={<Navigate to="/office/register" replace />} />
    </Routes>
  );
}
