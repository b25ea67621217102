import { cn } from '../../../lib/cn.ts';
import type { WallStatus } from '../hooks/useWallLive.ts';
import { wallText } from '../strings.ts';

/**
 * A small, calm marker while the stream reconnects (VISUAL.md: never a spinner forever; the data
 * on screen stays). Nothing is shown while live.
 */
export function LiveMarker({ status, className }: { status: WallStatus; className?: string }) {
  const reconnecting = status === 'reconnecting' || status === 'unavailable';
  return (
    <p
      role="status"
      data-live-status={status}
      className={cn(
        'pointer-events-none flex items-center gap-3 rounded-full px-5 py-2 text-[24px] transition-opacity duration-700',
        reconnecting ? 'bg-white/10 text-parchment opacity-100' : 'opacity-0',
        className,
      )}
    >
      {reconnecting ? (
        <>
          <span aria-hidden="true" className="size-3 rounded-full bg-gold/80" />
          {wallText.reconnecting}
        </>
      ) : null}
    </p>
  );
}
