import type { WallStatus } from '../hooks/useWallLive.ts';
import { wallText } from '../strings.ts';

/** Before the first payload: a calm line, never a spinner (VISUAL.md). */
export function WallWaiting({ status }: { status: WallStatus }) {
  return (
    <p role="status" className="text-[32px] text-parchment/90">
      {status === 'unavailable' ? wallText.unavailable : wallText.loading}
    </p>
  );
}
