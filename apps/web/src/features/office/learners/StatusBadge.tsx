import { CircleCheck, CirclePause } from 'lucide-react';
import { StatusBadge as Badge } from '../shell/StatusBadge.tsx';
import { learnersText } from './strings.ts';

/** A learner active (given perakim) or inactive (kept with their history). */
export function StatusBadge({ active, className }: { active: boolean; className?: string }) {
  return active ? (
    <Badge tone="good" icon={CircleCheck} className={className}>
      {learnersText.active}
    </Badge>
  ) : (
    <Badge tone="off" icon={CirclePause} className={className}>
      {learnersText.inactive}
    </Badge>
  );
}
