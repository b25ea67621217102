import { Route, Routes } from 'react-router';
import { MessagePage } from './MessagePage.tsx';
import { MessagesListPage } from './MessagesListPage.tsx';

/** The office's inbox (/office/messages…): the list, and one message as it was sent. */
export default function Area() {
  return (
    <Routes>
      <Route index element={<MessagesListPage />} />
      <Route path=":id" element={<MessagePage />} />
    </Routes>
  );
}
