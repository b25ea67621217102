import { Route, Routes } from 'react-router';
import { DonorPage } from './DonorPage.tsx';
import { DonorsListPage } from './DonorsListPage.tsx';

/** The office's donors area (owner, office): /office/donors and /office/donors/:id. */
export default function DonorsArea() {
  return (
    <Routes>
      <Route index element={<DonorsListPage />} />
      <Route path=":id" element={<DonorPage />} />
    </Routes>
  );
}
