import { Route, Routes } from 'react-router';
import { DayPage } from './DayPage.tsx';

/**
 * The office's days area (/office/days?date=YYYY-MM-DD): one day's perakim and what a teacher
 * changes in it. Its own lazy chunk; more pages would go in these routes.
 */
export default function DaysArea() {
  return (
    <Routes>
      <Route index element={<DayPage />} />
    </Routes>
  );
}
