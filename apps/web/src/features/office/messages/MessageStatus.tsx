import type { MessageRow } from '@zechus/shared';
import { CircleCheck, Mail } from 'lucide-react';
import { StatusBadge } from '../shell/StatusBadge.tsx';
import { messagesText } from './strings.ts';

/** New (waiting for the office) or handled, in words with an icon. */
export function MessageStatus({ handled }: { handled: MessageRow['handled'] }) {
  return handled ? (
    <StatusBadge tone="off" icon={CircleCheck}>
      {messagesText.handled}
    </StatusBadge>
  ) : (
    <StatusBadge tone="waiting" icon={Mail}>
      {messagesText.isNew}
    </StatusBadge>
  );
}
