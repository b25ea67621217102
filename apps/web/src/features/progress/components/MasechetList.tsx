import type { DayProgress } from '@zechus/shared';
import { useId } from 'react';
import { he } from '../../../i18n/he.ts';
import { ProgressBar } from './ProgressBar.tsx';

type Masechet = DayProgress['mesechtas'][number];

function MasechetRow({ masechet }: { masechet: Masechet }) {
  const id = useId();
  return (
    <li className="py-3">
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <span id={id} className="font-[family-name:var(--font-hebrew)] text-xl font-bold">
          {masechet.name}
        </span>
        <span className="font-[family-name:var(--font-hebrew-ui)] text-sm text-ink-muted tabular-nums">
          <bdi dir="ltr">
            {masechet.perakimDone}/{masechet.perakim}
          </bdi>{' '}
          {he.perakim}
        </span>
      </div>
      <ProgressBar value={masechet.done} labelledBy={id} size="sm" />
    </li>
  );
}

/** Masechet tab (spec §2): the tractates, grouped under their seder, each with a bar. */
export function MasechetList({
  sedorim,
  mesechtas,
}: {
  sedorim: DayProgress['sedorim'];
  mesechtas: DayProgress['mesechtas'];
}) {
  const groups = sedorim
    .map((seder) => ({ seder, items: mesechtas.filter((m) => m.seder === seder.index) }))
    .filter((group) => group.items.length > 0);
  const grouped = new Set(groups.flatMap((group) => group.items));
  const rest = mesechtas.filter((m) => !grouped.has(m));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {groups.map(({ seder, items }) => (
        <section
          key={seder.index}
          aria-labelledby={`seder-${seder.index}`}
          className="rounded-[var(--radius-card)] border border-stone bg-white px-4 py-3 shadow-card sm:px-6"
        >
          <h3
            id={`seder-${seder.index}`}
            className="border-b border-stone pb-2 font-[family-name:var(--font-hebrew)] text-2xl font-bold text-primary"
          >
            {seder.name.startsWith(he.seder) ? seder.name : `${he.seder} ${seder.name}`}
          </h3>
          <ul className="divide-y divide-stone/70">
            {items.map((masechet) => (
              <MasechetRow key={masechet.index} masechet={masechet} />
            ))}
          </ul>
        </section>
      ))}
      {rest.length > 0 ? (
        <ul className="rounded-[var(--radius-card)] border border-stone bg-white px-4 py-3 shadow-card sm:px-6">
          {rest.map((masechet) => (
            <MasechetRow key={masechet.index} masechet={masechet} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
