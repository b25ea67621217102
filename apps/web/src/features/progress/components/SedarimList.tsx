import type { DayProgress } from '@zechus/shared';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { roundPercent } from '../progress-math.ts';
import { ProgressBar } from './ProgressBar.tsx';

function SederRow({ name, done }: { name: string; done: number }) {
  const id = useId();
  const complete = roundPercent(done) === 100;
  return (
    <li
      className={cn(
        'rounded-[var(--radius-card)] border bg-white px-4 py-4 shadow-card sm:px-6',
        complete ? 'border-done/40' : 'border-stone',
      )}
    >
      <h3 id={id} className="mb-2 font-[family-name:var(--font-hebrew)] text-2xl font-bold">
        {name}
      </h3>
      <ProgressBar value={done} labelledBy={id} />
    </li>
  );
}

/** Sedarim tab (spec §2): each seder with its name, animated bar and percentage. */
export function SedarimList({ sedorim }: { sedorim: DayProgress['sedorim'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {sedorim.map((seder) => (
        <SederRow key={seder.index} name={seder.name} done={seder.done} />
      ))}
    </ul>
  );
}
