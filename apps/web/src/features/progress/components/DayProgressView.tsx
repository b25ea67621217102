import type { DayProgress } from '@zechus/shared';
import type { ReactNode } from 'react';
import { KindIcon } from '../../../components/ui/KindIcon.tsx';
import { he } from '../../../i18n/he.ts';
import { LomdimList } from './LomdimList.tsx';
import { MasechetList } from './MasechetList.tsx';
import { ProgressPanel } from './ProgressPanel.tsx';
import { ProgressTabs } from './ProgressTabs.tsx';
import { SedarimList } from './SedarimList.tsx';

export interface DayName {
  name: string;
  kind: string;
}

interface DayProgressViewProps {
  data: DayProgress & { show_recordings: boolean };
  /** The names the day is learned for; the first one's kind picks the header icon. */
  names: DayName[];
  /** Whether the names are the page's h1 (My Page) or a list under an English h1 (/progress). */
  namesAreHeading: boolean;
  /** English line(s) above the Hebrew header: back link, day of the dedication, etc. */
  context?: ReactNode;
  /** Between the header and the tabs: what the reader can do with the day (a certificate …). */
  actions?: ReactNode;
  /** Shown in place of the counts while no child learns yet (today, on a new install). */
  notBegun?: string | null;
}

/**
 * One learning day (spec §2 Personal progress page): the header — memorial icon by kind, Hebrew
 * date with weekday and parsha, the name(s), the overall bar titled סך הכל — and the tabs.
 */
export function DayProgressView({
  data,
  names,
  namesAreHeading,
  context,
  actions,
  notBegun = null,
}: DayProgressViewProps) {
  const shown = names.filter((entry) => entry.name.trim() !== '');
  const list = shown.length > 0 ? shown : [{ name: he.defaultName, kind: names[0]?.kind ?? '' }];
  const kind = list[0]?.kind ?? '';
  const NameTag = namesAreHeading ? 'h1' : 'p';
  const doneCount = data.members.filter((member) => member.done).length;

  return (
    <div className="container-content py-6 sm:py-10">
      {context}
      <header
        dir="rtl"
        lang="he"
        className="relative overflow-hidden rounded-[var(--radius-card)] border border-stone bg-white shadow-card"
      >
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-l from-gold via-gold-soft to-gold"
        />
        <div className="grid gap-6 px-5 pt-7 pb-6 sm:px-8 md:grid-cols-[1fr_minmax(18rem,24rem)] md:items-center md:gap-10">
          <div className="flex items-start gap-4">
            <KindIcon kind={kind} className="size-14 sm:size-16" />
            <div className="min-w-0 flex-1">
              <p className="font-[family-name:var(--font-hebrew)] text-lg text-ink-muted sm:text-xl">
                {data.date.hebrew}
              </p>
              {list.length === 1 ? (
                <NameTag className="mt-1 font-[family-name:var(--font-hebrew)] text-3xl leading-tight font-bold text-ink sm:text-4xl">
                  {list[0]?.name}
                </NameTag>
              ) : (
                <ul className="mt-2 space-y-1.5">
                  {list.map((entry, index) => (
                    <li
                      key={`${entry.name}-${index}`}
                      className="flex items-center gap-2 font-[family-name:var(--font-hebrew)] text-2xl leading-tight font-bold sm:text-3xl"
                    >
                      <KindIcon kind={entry.kind} className="size-7 shrink-0" />
                      <span>{entry.name}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
          {notBegun ? (
            <p lang="en" dir="ltr" className="text-lg leading-relaxed text-ink-muted">
              {notBegun}
            </p>
          ) : (
            <ProgressPanel
              progress={data.total}
              chapters_done={data.chapters_done}
              chapters_not_done={data.chapters_not_done}
            />
          )}
        </div>
      </header>

      {actions}

      <div className="mt-6">
        <ProgressTabs
          badges={{ lomdim: `${doneCount}/${data.members.length}` }}
          panels={{
            sedarim: <SedarimList sedorim={data.sedorim} />,
            masechet: <MasechetList sedorim={data.sedorim} mesechtas={data.mesechtas} />,
            lomdim: <LomdimList members={data.members} showRecordings={data.show_recordings} />,
          }}
        />
      </div>
    </div>
  );
}
