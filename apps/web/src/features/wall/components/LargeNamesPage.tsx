import { NAMES_PREVIEW_ANIMATION_MS } from '../auto-scroll.ts';
import { useWallLive } from '../hooks/useWallLive.ts';
import { LiveMarker } from './LiveMarker.tsx';
import { PreviewBackLink } from './PreviewBackLink.tsx';
import { SponsorNames } from './SponsorNames.tsx';
import { WallHeader } from './WallHeader.tsx';
import { WallStage } from './WallStage.tsx';
import { WallWaiting } from './WallWaiting.tsx';

/** Large names (spec §2 wall previews): today's sponsors, auto-scrolling with a 500 ms animation. */
export default function LargeNamesPage() {
  const { data, status, lastUpdate } = useWallLive();
  return (
    <WallStage>
      <div className="flex h-full flex-col gap-8 px-40 pt-10 pb-24">
        <WallHeader />
        {data ? (
          <SponsorNames
            enrollments={data.enrollments}
            hebrewDate={data.hebrewDate}
            animationMs={NAMES_PREVIEW_ANIMATION_MS}
            nameClassName="text-[80px]"
            className="min-h-0 flex-1"
          />
        ) : (
          <WallWaiting status={status} />
        )}
      </div>
      <LiveMarker status={status} lastUpdate={lastUpdate} className="absolute top-6 left-8" />
      <PreviewBackLink />
    </WallStage>
  );
}
