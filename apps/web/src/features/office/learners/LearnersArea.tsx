import { Route, Routes } from 'react-router';
import { ClassChildrenReportPage, LearnerReportPage } from './ChildrenReportPage.tsx';
import { ClassesPage } from './ClassesPage.tsx';
import { ClassReportPage } from './ClassReportPage.tsx';
import { ImportClassPage } from './ImportClassPage.tsx';
import { LearnerPage } from './LearnerPage.tsx';
import { LearnersListPage } from './LearnersListPage.tsx';
import { MoveUpPage } from './MoveUpPage.tsx';

/**
 * The office's learners area (/office/learners…): the list (with "Add learner"), one learner's
 * page (name, class, photo, taking part) and learning report, importing a class from a CSV file,
 * and the classes (rename, move up at the year's end, a report to print).
 */
export default function Area() {
  return (
    <Routes>
      <Route index element={<LearnersListPage />} />
      <Route path="import" element={<ImportClassPage />} />
      <Route path="classes" element={<ClassesPage />} />
      <Route path="classes/move-up" element={<MoveUpPage />} />
      <Route path="classes/report" element={<ClassReportPage />} />
      <Route path="classes/report/children" element={<ClassChildrenReportPage />} />
      <Route path=":id" element={<LearnerPage />} />
      <Route path=":id/report" element={<LearnerReportPage />} />
    </Routes>
  );
}
