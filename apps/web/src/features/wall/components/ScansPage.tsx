import { Check } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { ScanNotice } from '../chapters.ts';
import { useScanToasts } from '../hooks/useScanToasts.ts';
import { useWallLive } from '../hooks/useWallLive.ts';
import { wallText } from '../strings.ts';
import { LearnerFace } from './LearnerFace.tsx';
import { LiveMarker } from './LiveMarker.tsx';
import { PreviewBackLink } from './PreviewBackLink.tsx';
import { ScanToasts } from './ScanToasts.tsx';
import { WallHeader } from './WallHeader.tsx';
import { WallStage } from './WallStage.tsx';

/** How many scans the running list keeps. */
const RECENT = 9;

/** Scans (spec §2 wall previews): the scan toasts as the wall shows them, and the latest scans. */
export default function ScansPage() {
  const toasts = useScanToasts();
  const [recent, setRecent] = useState<ScanNotice[]>([]);
  const { push } = toasts;
  const onNotice = useCallback(
    (notice: ScanNotice) => {
      push(notice);
      setRecent((list) => [notice, ...list].slice(0, RECENT));
    },
    [push],
  );
  const { data, status, lastUpdate } = useWallLive(onNotice);
  return (
    <WallStage>
      <div className="flex h-full flex-col gap-8 px-16 pt-10 pb-24">
        <WallHeader subtitle={data?.hebrewDate} />
        <section aria-labelledby="wall-recent-title" className="w-[900px]">
          <h2
            id="wall-recent-title"
            className="font-[family-name:var(--font-hebrew)] text-[40px] font-bold text-gold"
          >
            {wallText.recentScans}
          </h2>
          {recent.length === 0 ? (
            <p className="mt-6 text-[30px] text-parchment/85">{wallText.noScansYet}</p>
          ) : (
            <ol className="mt-6 space-y-3">
              {recent.map((scan) => (
                <li
                  key={scan.key}
                  data-recent-scan={scan.barcode}
                  className="flex items-center gap-5 border-b border-white/10 pb-3"
                >
                  <LearnerFace
                    name={scan.name}
                    image={scan.image}
                    className="size-14 text-[28px]"
                  />
                  <span className="font-[family-name:var(--font-hebrew)] text-[34px] font-bold text-parchment">
                    {scan.name}
                  </span>
                  <span className="font-[family-name:var(--font-hebrew)] text-[28px] text-gold">
                    {scan.perek}
                  </span>
                  <Check aria-hidden="true" className="ms-auto size-8 text-gold" strokeWidth={3} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <ScanToasts visible={toasts.visible} className="absolute bottom-24 left-8" />
      <LiveMarker status={status} lastUpdate={lastUpdate} className="absolute top-6 left-8" />
      <PreviewBackLink />
    </WallStage>
  );
}
