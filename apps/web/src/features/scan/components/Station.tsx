import { KeyRound, MapPin } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Logo } from '../../../components/ui/Logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { useOnline } from '../hooks/useOnline.ts';
import { useMuted } from '../hooks/useMuted.ts';
import { useScanFocus } from '../hooks/useScanFocus.ts';
import { useScanOutbox } from '../hooks/useScanOutbox.ts';
import { useTodaysSheets } from '../hooks/useTodaysSheets.ts';
import { CameraScanButton } from '../camera/CameraScanButton.tsx';
import type { ScanOutcome, StoredScan } from '../outbox/stored-scan.ts';
import { expectedOutcome, showScan } from '../scan-view.ts';
import { stationText } from '../strings.ts';
import { playOutcomeTone } from '../tones.ts';
import '../scan.css';
import { CredentialRefused } from './CredentialRefused.tsx';
import { LastScan } from './LastScan.tsx';
import { RecentScans } from './RecentScans.tsx';
import { ScanForm } from './ScanForm.tsx';
import { StationStatus } from './StationStatus.tsx';

/**
 * How long a scan made online waits for the server's answer before it is sounded by what this
 * device knows (the answer then arrives quietly, unless it is a refusal).
 */
const ANSWER_SOUNDS_WITHIN_MS = 3000;

/**
 * The station at work: every scan is kept on the device first (useScanOutbox), shown at once, and
 * sent in order; a scan answered at once sounds by the answer, one that must wait by what the
 * device knows of today's sheets, and a later refusal sounds again, so nothing goes unnoticed.
 */
export function Station({
  token,
  stationName,
  staffName,
  onForget,
  onEnterToken,
}: {
  token: string | null;
  /** The station's name, as the office gave it (null when the token could not be checked). */
  stationName: string | null;
  staffName: string | undefined;
  onForget: () => void;
  /** The token was refused: back to the setup to enter a good one (the scans stay). */
  onEnterToken: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const [muted, setMuted] = useMuted();
  const { sheets, markDone } = useTodaysSheets();
  const [flash, setFlash] = useState<{ key: number; good: boolean } | null>(null);
  /** Scans sent online and not yet answered: sounded by their answer if it comes in time. */
  const awaiting = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const signal = useCallback((outcome: ScanOutcome | 'unknown' | 'other_sheet', key: number) => {
    playOutcomeTone(outcome);
    setFlash({ key, good: outcome !== 'error' && outcome !== 'other_sheet' });
  }, []);

  const onSettled = useCallback(
    (scan: StoredScan) => {
      if (scan.state === 'sent') markDone(scan.barcode);
      const timer = awaiting.current.get(scan.seq);
      if (timer !== undefined) {
        clearTimeout(timer);
        awaiting.current.delete(scan.seq);
        signal(scan.answer?.tone ?? scan.answer?.outcome ?? 'error', scan.seq);
      } else if (scan.state === 'refused') {
        signal(scan.answer?.tone ?? 'error', scan.seq);
      }
    },
    [markDone, signal],
  );

  const { view, status, add } = useScanOutbox(token, onSettled);
  const refused = status.kind === 'credential-refused';
  const connected = online && !(status.kind === 'retrying' && status.reason === 'offline');

  // The latest values for the submit handler, which runs after an await.
  const latest = useRef({ connected, refused, sheets, recent: view.recent });
  useEffect(() => {
    latest.current = { connected, refused, sheets, recent: view.recent };
  });
  useEffect(() => {
    const timers = awaiting.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  /** `refocus`: back to the scan field (a wedge scanner's); not after the camera, on a phone. */
  const submit = async (barcode: string, refocus = true) => {
    const earlier = latest.current.recent;
    const scan = await add(barcode);
    const guess = () => signal(expectedOutcome(scan, latest.current.sheets, earlier), scan.seq);
    if (latest.current.connected && !latest.current.refused) {
      awaiting.current.set(
        scan.seq,
        setTimeout(() => {
          awaiting.current.delete(scan.seq);
          guess();
        }, ANSWER_SOUNDS_WITHIN_MS),
      );
    } else {
      guess();
    }
    if (refocus) inputRef.current?.focus({ preventScroll: true });
  };

  // The scanner's keys always reach the input, wherever focus was (see useScanFocus).
  useScanFocus(inputRef);

  const shown = view.recent.map((scan) => showScan(scan, sheets, connected && !refused));
  const newest = shown[0];
  // Only today's: a scan answered yesterday evening (still in the list) never sets the counter.
  const totals =
    view.recent.find((scan) => scan.answer?.totals && (!sheets || scan.answer.day === sheets.day))
      ?.answer?.totals ?? (sheets ? { done: sheets.done, notDone: sheets.notDone } : null);
  const announcement = newest
    ? [newest.title, [newest.name, newest.perek].filter(Boolean).join(', '), newest.message]
        .filter(Boolean)
        .join('. ')
    : '';

  return (
    <div className="relative min-h-dvh bg-parchment">
      {flash ? (
        <div
          key={flash.key}
          aria-hidden="true"
          className={cn(
            'pointer-events-none fixed inset-0 z-10',
            flash.good ? 'scan-flash-good' : 'scan-flash-error',
          )}
        />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 py-5 sm:px-8 sm:py-8">
        <header className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <span className="text-primary">
            <Logo className="h-9 sm:h-11" />
          </span>
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {stationText.heading}
          </h1>
          {token && stationName ? (
            <p
              data-station-name
              className="inline-flex max-w-full items-center gap-2 rounded-full border border-gold bg-gold-soft/60 px-4 py-1.5 font-semibold text-ink"
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-gold-ink" />
              <span className="sr-only">{stationText.stationLabel}: </span>
              <span className="truncate">{stationName}</span>
            </p>
          ) : null}
          <p
            aria-label={
              totals
                ? `${stationText.today}: ${totals.done} ${stationText.done}, ${totals.notDone} ${stationText.notDone}`
                : undefined
            }
            className="ms-auto flex items-baseline gap-4 rounded-full border border-stone bg-white px-5 py-2 text-ink"
          >
            <span className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
              {stationText.today}
            </span>
            <span data-count="done">
              <strong className="text-xl tabular-nums">{totals ? totals.done : '—'}</strong>{' '}
              {stationText.done}
            </span>
            <span data-count="not-done">
              <strong className="text-xl tabular-nums">{totals ? totals.notDone : '—'}</strong>{' '}
              {stationText.notDone}
            </span>
          </p>
        </header>

        <StationStatus
          connected={connected}
          waiting={view.waiting}
          lastSentAt={view.lastSent?.settledAt}
          muted={muted}
          onMuted={setMuted}
        />
        {refused ? (
          <CredentialRefused
            byToken={token !== null}
            waiting={view.waiting}
            onEnterToken={onEnterToken}
          />
        ) : null}
        {view.kept ? null : (
          <p
            role="alert"
            className="mt-5 rounded-xl border-2 border-gold bg-gold-soft/60 p-4 font-semibold"
          >
            {stationText.notKept}
          </p>
        )}

        <ScanForm inputRef={inputRef} onBarcode={(barcode) => void submit(barcode)} />
        <CameraScanButton onScan={(barcode) => void submit(barcode, false)} />

        <section aria-label="Last scan" className="mt-2">
          <LastScan scan={newest} />
        </section>
        <p aria-live="assertive" aria-atomic="true" className="sr-only">
          {announcement}
        </p>

        <RecentScans scans={shown} />

        <footer className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-stone pt-5 text-ink-muted">
          <span>
            {staffName && !token
              ? stationText.viaStaff(staffName)
              : stationName
                ? stationText.viaStation(stationName)
                : stationText.viaToken}
          </span>
          {token ? (
            <Button variant="secondary" onClick={onForget}>
              <KeyRound aria-hidden="true" className="size-4" />
              {stationText.forget}
            </Button>
          ) : null}
        </footer>
      </div>
    </div>
  );
}
