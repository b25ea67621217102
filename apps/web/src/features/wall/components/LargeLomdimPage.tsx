import { useWallLive } from '../hooks/useWallLive.ts';
import { wallText } from '../strings.ts';
import { LiveMarker } from './LiveMarker.tsx';
import { LomdimGrid } from './LomdimGrid.tsx';
import { PreviewBackLink } from './PreviewBackLink.tsx';
import { WallHeader } from './WallHeader.tsx';
import { WallStage } from './WallStage.tsx';
import { WallWaiting } from './WallWaiting.tsx';

/** Large lomdim (spec §2 wall previews): the paged 6-column grid of learners who are done. */
export default function LargeLomdimPage() {
  const { data, status, lastUpdate } = useWallLive();
  return (
    <WallStage>
      <div className="flex h-full flex-col gap-6 px-16 pt-10 pb-20">
        <WallHeader subtitle={data?.hebrewDate} />
        {data ? (
          <LomdimGrid chapters={data.chapters} rows={3} className="min-h-0 flex-1" />
        ) : (
          <WallWaiting status={status} />
        )}
      </div>
      <p className="sr-only">{wallText.learners}</p>
      <LiveMarker status={status} lastUpdate={lastUpdate} className="absolute top-6 left-8" />
      <PreviewBackLink />
    </WallStage>
  );
}
