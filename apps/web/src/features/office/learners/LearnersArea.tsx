import { Route, Routes } from 'react-router';
import { ImportClassPage } from './ImportClassPage.tsx';
import { LearnerPage } from './LearnerPage.tsx';
import { LearnersListPage } from './LearnersListPage.tsx';

/**
 * The office's learners area (/office/learners…): the list (with "Add learner"), one learner's
 * page (name, class, photo, taking part), and importing a class from a CSV file.
 */
export default function Area() {
  return (
    <Routes>
      <Route index element={<LearnersListPage />} />
      <Route path="import" element={<ImportClassPage />} />
      <Route path=":id" element={<LearnerPage />} />
    </Routes>
  );
}
