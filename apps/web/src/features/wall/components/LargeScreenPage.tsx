import { useMemo } from 'react';
import { useHallScreen } from '../../../lib/hall-screen/useHallScreen.ts';
import { summarize } from '../chapters.ts';
import { useScanToasts } from '../hooks/useScanToasts.ts';
import { useWallLive } from '../hooks/useWallLive.ts';
import { wallText } from '../strings.ts';
import { ChapterList } from './ChapterList.tsx';
import { LearnerSlides } from './LearnerSlides.tsx';
import { LiveMarker } from './LiveMarker.tsx';
import { LomdimGrid } from './LomdimGrid.tsx';
import { ScanToasts } from './ScanToasts.tsx';
import { SponsorNames } from './SponsorNames.tsx';
import { WallHeader } from './WallHeader.tsx';
import { WallProgressPanel } from './WallProgressPanel.tsx';
import { WallStage } from './WallStage.tsx';
import { WallWaiting } from './WallWaiting.tsx';

/**
 * The big-screen wall (spec §2, VISUAL.md "The wall"): on the right the logo, today's sponsor
 * names with the date, the learners who finished and the progress panel; on the left the day's
 * chapters. Live: chapters turn done as they are scanned and a toast names the learner.
 */
export default function LargeScreenPage() {
  useHallScreen('wall');
  const toasts = useScanToasts();
  const { data, status, lastUpdate } = useWallLive(toasts.push);
  const summary = useMemo(() => (data ? summarize(data.chapters) : null), [data]);
  return (
    <WallStage>
      <div className="grid h-full grid-cols-[560px_minmax(0,1fr)] gap-10 px-10 pt-8 pb-6">
        <div className="flex min-h-0 flex-col gap-6">
          <WallHeader />
          {data && summary ? (
            <>
              <SponsorNames
                enrollments={data.enrollments}
                hebrewDate={data.hebrewDate}
                className="min-h-0 flex-1"
              />
              <LearnerSlides chapters={data.chapters} className="shrink-0" />
              <WallProgressPanel
                progress={summary.total}
                chapters_done={summary.chapters_done}
                chapters_not_done={summary.chapters_not_done}
                className="shrink-0"
              />
            </>
          ) : (
            <WallWaiting status={status} />
          )}
        </div>
        <section aria-labelledby="wall-chapters-title" className="flex min-h-0 flex-col">
          <div className="mb-2 flex h-12 items-center justify-between gap-6">
            <h2
              id="wall-chapters-title"
              className="font-[family-name:var(--font-hebrew)] text-[34px] leading-tight font-bold text-gold"
            >
              {wallText.chapters}
            </h2>
            {/* Between the title and the count, where it covers nothing while it reconnects. */}
            <LiveMarker status={status} lastUpdate={lastUpdate} className="me-auto ms-6" />
            {summary ? (
              <p className="text-[26px] text-parchment/90">
                {wallText.chaptersSummary(summary.chapters_done, data?.chapters.length ?? 0)}
              </p>
            ) : null}
          </div>
          {data ? (
            <>
              {/* Sized so all 525 fit (the e2e checks the last one is on screen); clipped rather
                  than scrolled, as a hall display is never scrolled by hand. */}
              <ChapterList chapters={data.chapters} className="min-h-0 flex-1 overflow-hidden" />
              {/* The scan toasts rise over the lomdim band, never over a chapter. */}
              <div className="relative mt-3 shrink-0">
                <LomdimGrid chapters={data.chapters} rows={1} compact />
                <ScanToasts visible={toasts.visible} layout="row" className="absolute inset-0" />
              </div>
            </>
          ) : null}
        </section>
      </div>
    </WallStage>
  );
}
