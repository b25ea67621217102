import { ROUTES } from '@zechus/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, MonitorPlay, ScanBarcode } from 'lucide-react';
import { Link } from 'react-router';
import { fetchEpisode } from '../../progress/api.ts';
import { ReloadWallsControl } from '../../staff/components/ReloadWallsControl.tsx';
import { staffText } from '../../staff/strings.ts';
import { AttentionCount } from '../attention/AttentionCount.tsx';
import { OFFICE_NAV } from '../shell/nav.ts';
import { OfficePage } from '../shell/OfficePage.tsx';
import { useRequiredStaff } from '../shell/useRequiredStaff.ts';
import { fetchFirstSteps, homeKeys } from './api.ts';
import { FirstSteps } from './FirstSteps.tsx';
import { NewMessages } from './NewMessages.tsx';
import { homeText } from './strings.ts';

/** `noChildren`: whether the programme has no child yet (undefined while it is being read). */
function TodayCount({ noChildren }: { noChildren: boolean | undefined }) {
  const today = useQuery({
    queryKey: ['office', 'home', 'today'],
    queryFn: ({ signal }) => fetchEpisode('today', signal),
    refetchInterval: 30_000,
  });
  const nobodyToday = today.data?.chapters_done === 0 && today.data.members.length === 0;
  if (!today.data || (nobodyToday && noChildren === undefined)) {
    return <p className="text-ink-muted">{homeText.todayLoading}</p>;
  }
  const { chapters_done: done, chapters_not_done: notDone } = today.data;
  // Before anyone has perakim today, words instead of "0 of 525 perakim done".
  if (nobodyToday) {
    return (
      <p className="text-lg">
        {noChildren ? homeText.noChildrenYet(done + notDone) : homeText.notSharedToday}
      </p>
    );
  }
  return (
    <p className="text-lg">
      <strong className="font-serif text-4xl text-ink tabular-nums">{done}</strong>{' '}
      {homeText.doneOf(done + notDone)}{' '}
      <span className="text-ink-muted">
        ·{' '}
        <bdi lang="he" dir="rtl">
          {today.data.date.hebrew}
        </bdi>
      </span>
    </p>
  );
}

/** /office: the day at a glance, the areas of this role, and the hall's tools. */
export default function OfficeHomePage() {
  const me = useRequiredStaff();
  const areas = OFFICE_NAV.filter(
    (entry) => entry.area !== 'home' && me.areas.includes(entry.area),
  );
  const steps = useQuery({
    queryKey: homeKeys.firstSteps,
    queryFn: ({ signal }) => fetchFirstSteps(signal),
  });
  const counts = steps.data;
  // A new install says what to do first, until it has children and a station to scan with.
  const settingUp = counts !== undefined && (counts.learners === 0 || counts.stations === 0);
  return (
    <OfficePage title={homeText.title} intro={homeText.greeting(me.name)}>
      {settingUp ? <FirstSteps counts={counts} areas={me.areas} /> : null}
      <section
        aria-labelledby="today-title"
        className="mb-8 rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card"
      >
        <h2 id="today-title" className="mb-2 text-xl font-semibold">
          {homeText.today}
        </h2>
        <TodayCount noChildren={counts ? counts.learners === 0 : undefined} />
      </section>

      {me.areas.includes('messages') ? <NewMessages /> : null}
      {me.areas.includes('attention') ? <AttentionCount /> : null}

      <section aria-labelledby="areas-title" className="mb-8">
        <h2 id="areas-title" className="mb-3 text-xl font-semibold">
          {homeText.areas}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {areas.map(({ area, label, path, icon: Icon }) => (
            <li key={area}>
              <Link
                to={path}
                className="flex h-full items-start gap-4 rounded-[var(--radius-card)] border border-stone bg-white p-5 text-ink no-underline shadow-card hover:border-gold"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-ink" />
                <span>
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-sm text-ink-muted">{homeText.areaHint[area]}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="hall-title"
        className="rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card"
      >
        <h2 id="hall-title" className="mb-3 text-xl font-semibold">
          {homeText.hall}
        </h2>
        <div className="mb-6 flex flex-wrap gap-3">
          <Link
            to={ROUTES.ScanStation.path}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-5 font-semibold text-white no-underline hover:bg-primary-strong"
          >
            <ScanBarcode aria-hidden="true" className="size-5" />
            {homeText.scanStation}
          </Link>
          <Link
            to={ROUTES.BigScreenIndex.path}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-primary px-5 font-semibold text-primary no-underline hover:bg-primary hover:text-white"
          >
            <MonitorPlay aria-hidden="true" className="size-5" />
            {homeText.bigScreen}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <h3 className="mb-1 text-lg font-semibold">{staffText.reloadTitle}</h3>
        <p className="mb-3 text-ink-muted">{staffText.reloadHelp}</p>
        <ReloadWallsControl />
      </section>
    </OfficePage>
  );
}
