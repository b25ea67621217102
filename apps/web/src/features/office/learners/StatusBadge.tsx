import { CircleCheck, CirclePause } from 'lucide-react';
import { learnersText } from './strings.ts';

/** Active or inactive, said in words with an icon (never by colour alone). */
export function StatusBadge({ active }: { active: boolean }) {
  const Icon = active ? CircleCheck : CirclePause;
  return (
    <span
      className={
        active
          ? 'inline-flex items-center gap-1.5 rounded-full border border-done/50 bg-white px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-done'
          : 'inline-flex items-center gap-1.5 rounded-full border border-stone bg-stone px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-ink-muted'
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {active ? learnersText.active : learnersText.inactive}
    </span>
  );
}
