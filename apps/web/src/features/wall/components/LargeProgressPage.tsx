import { useMemo } from 'react';
import { summarize } from '../chapters.ts';
import { useWallLive } from '../hooks/useWallLive.ts';
import { wallText } from '../strings.ts';
import { LiveMarker } from './LiveMarker.tsx';
import { PreviewBackLink } from './PreviewBackLink.tsx';
import { WallHeader } from './WallHeader.tsx';
import { WallBar, WallProgressPanel } from './WallProgressPanel.tsx';
import { WallStage } from './WallStage.tsx';
import { WallWaiting } from './WallWaiting.tsx';

/** Large progress (spec §2 wall previews): the progress panel and a bar per seder, live. */
export default function LargeProgressPage() {
  const { data, status, lastUpdate } = useWallLive();
  const summary = useMemo(() => (data ? summarize(data.chapters) : null), [data]);
  return (
    <WallStage>
      <div className="flex h-full flex-col gap-8 px-16 pt-10 pb-24">
        <WallHeader subtitle={data?.hebrewDate} />
        {summary ? (
          <div className="grid min-h-0 flex-1 grid-cols-2 gap-12">
            <WallProgressPanel
              progress={summary.total}
              chapters_done={summary.chapters_done}
              chapters_not_done={summary.chapters_not_done}
              className="self-start"
            />
            <section aria-labelledby="wall-sedarim-title" className="space-y-5">
              <h2
                id="wall-sedarim-title"
                className="font-[family-name:var(--font-hebrew)] text-[40px] font-bold text-gold"
              >
                {wallText.sedarim}
              </h2>
              <ul className="space-y-5">
                {summary.sedorim.map((seder) => {
                  const id = `wall-seder-${seder.index}`;
                  return (
                    <li key={seder.index}>
                      <p
                        id={id}
                        className="font-[family-name:var(--font-hebrew)] text-[34px] font-bold text-parchment"
                      >
                        {seder.name}
                      </p>
                      <WallBar
                        percent={Math.round(seder.done)}
                        labelledBy={id}
                        height="h-7"
                        valueClassName="text-[34px]"
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          </div>
        ) : (
          <WallWaiting status={status} />
        )}
      </div>
      <LiveMarker status={status} lastUpdate={lastUpdate} className="absolute top-6 left-8" />
      <PreviewBackLink />
    </WallStage>
  );
}
