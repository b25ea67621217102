import { Route, Routes } from 'react-router';
import { DedicationPage } from './DedicationPage.tsx';
import { DedicationsListPage } from './DedicationsListPage.tsx';

/** The office's dedications area (owner, office): /office/dedications and /office/dedications/:id. */
export default function DedicationsArea() {
  return (
    <Routes>
      <Route index element={<DedicationsListPage />} />
      <Route path=":id" element={<DedicationPage />} />
    </Routes>
  );
}
