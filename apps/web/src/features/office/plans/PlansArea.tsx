import { Route, Routes } from 'react-router';
import { PlanEditPage } from './PlanEditPage.tsx';
import { PlansList } from './PlansList.tsx';

/** The office's plans area (owner, office): /office/plans and /office/plans/:id. */
export default function PlansArea() {
  return (
    <Routes>
      <Route index element={<PlansList />} />
      <Route path=":id" element={<PlanEditPage />} />
    </Routes>
  );
}
