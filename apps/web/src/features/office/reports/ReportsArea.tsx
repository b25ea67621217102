import { Route, Routes } from 'react-router';
import { DashboardPage } from './DashboardPage.tsx';
import { WeekPage } from './WeekPage.tsx';

/** The office's reports (/office/reports…): the dashboard, and this week's list to print. */
export default function Area() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="week" element={<WeekPage />} />
    </Routes>
  );
}
