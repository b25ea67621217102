import type { DedicationStatus as Status } from '@zechus/shared';
import { CalendarClock, CheckCircle2, CircleSlash, PlayCircle } from 'lucide-react';
import { StatusBadge, type BadgeTone } from '../shell/StatusBadge.tsx';
import { dedicationsText } from './strings.ts';

const LOOK: Record<Status, { tone: BadgeTone; icon: typeof CheckCircle2 }> = {
  upcoming: { tone: 'waiting', icon: CalendarClock },
  in_progress: { tone: 'good', icon: PlayCircle },
  completed: { tone: 'good', icon: CheckCircle2 },
  cancelled: { tone: 'off', icon: CircleSlash },
};

/** A dedication's state in words with an icon (never colour alone). */
export function DedicationStatus({ status }: { status: Status }) {
  const { tone, icon } = LOOK[status];
  return (
    <StatusBadge tone={tone} icon={icon}>
      {dedicationsText.statusLabel(status)}
    </StatusBadge>
  );
}
