import { Volume2, VolumeX, Wifi, WifiOff } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { clockTime } from '../scan-view.ts';
import { stationText } from '../strings.ts';

/**
 * The station's state at a glance: online or not, how many scans wait to be sent, when the last
 * one went, and the sound switch.
 */
export function StationStatus({
  connected,
  waiting,
  lastSentAt,
  muted,
  onMuted,
}: {
  connected: boolean;
  waiting: number;
  /** ISO time the server accepted the newest scan, if any. */
  lastSentAt: string | undefined;
  muted: boolean;
  onMuted: (muted: boolean) => void;
}) {
  return (
    <section
      aria-label="Station status"
      className={cn(
        'mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border px-4 py-3 text-ink',
        connected ? 'border-stone bg-white' : 'border-gold bg-gold-soft/60',
      )}
    >
      <span
        data-connection={connected ? 'online' : 'offline'}
        className="inline-flex items-center gap-2 font-semibold"
      >
        {connected ? (
          <Wifi aria-hidden="true" className="size-5 text-done" />
        ) : (
          <WifiOff aria-hidden="true" className="size-5 text-gold-ink" />
        )}
        {connected ? stationText.online : stationText.offline}
      </span>
      {connected ? null : <span className="text-ink">{stationText.offlineHelp}</span>}
      <span>
        <strong data-count="waiting" className="text-xl tabular-nums">
          {waiting}
        </strong>{' '}
        {stationText.waitingCount}
      </span>
      <span data-last-sent className="text-ink-muted">
        {lastSentAt ? stationText.lastSent(clockTime(lastSentAt)) : stationText.nothingSent}
      </span>
      <button
        type="button"
        aria-pressed={!muted}
        onClick={() => onMuted(!muted)}
        className="ms-auto inline-flex min-h-11 items-center gap-2 rounded-full border border-stone bg-white px-4 font-semibold text-ink hover:bg-parchment focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {muted ? (
          <VolumeX aria-hidden="true" className="size-5" />
        ) : (
          <Volume2 aria-hidden="true" className="size-5" />
        )}
        {muted ? stationText.soundOff : stationText.soundOn}
      </button>
    </section>
  );
}
