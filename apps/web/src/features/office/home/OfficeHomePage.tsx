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
import { NewMessages } from './NewMessages.tsx';
import { homeText } from './strings.ts';

function TodayCount() {
  const today = useQuery({
    queryKey: ['office', 'home', 'today'],
    queryFn: ({ signal }) => fetchEpisode('today', signal),
    refetchInterval: 30_000,
  });
  if (!today.data) return <p className="text-ink-muted">{homeText.todayLoading}</p>;
  const { chapters_done: done, chapters_not_done: notDone } = today.data;
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
  return (
    <OfficePage title={homeText.title} intro={homeText.greeting(me.name)}>
      <section
        aria-labelledby="today-title"
        className="mb-8 rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card"
      >
        <h2 id="today-title" className="mb-2 text-xl font-semibold">
          {homeText.today}
        </h2>
        <TodayCount />
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
