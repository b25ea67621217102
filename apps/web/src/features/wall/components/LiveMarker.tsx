import { cn } from '../../../lib/cn.ts';
import type { WallStatus } from '../hooks/useWallLive.ts';
import { wallClock, wallText } from '../strings.ts';

/**
 * A small, calm marker while the stream reconnects (VISUAL.md: never a spinner forever; the data
 * on screen stays), with the time of the wall's last update, so whoever looks knows how old what
 * they see is. Nothing is shown while live.
 */
export function LiveMarker({
  status,
  lastUpdate,
  className,
}: {
  status: WallStatus;
  /** When the wall last had fresh data (epoch ms), or null before its first payload. */
  lastUpdate: number | null;
  className?: string;
}) {
  const reconnecting = status === 'reconnecting' || status === 'unavailable';
  return (
    <p
      role="status"
      data-live-status={status}
      className={cn(
        'pointer-events-none flex items-center gap-3 rounded-full px-5 py-2 text-[24px] whitespace-nowrap transition-opacity duration-700',
        reconnecting ? 'bg-white/10 text-parchment opacity-100' : 'opacity-0',
        className,
      )}
    >
      {reconnecting ? (
        <>
          <span aria-hidden="true" className="size-3 rounded-full bg-gold/80" />
          {wallText.reconnecting}
          {lastUpdate === null ? null : (
            <span data-last-update="">
              {' · '}
              {wallText.lastUpdate}{' '}
              <time dateTime={new Date(lastUpdate).toISOString()} dir="ltr">
                {wallClock(lastUpdate)}
              </time>
            </span>
          )}
        </>
      ) : null}
    </p>
  );
}
