import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  CheckCircle2,
  History,
  KeyRound,
  MapPin,
  RotateCcw,
  ScanBarcode,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Logo } from '../../../components/ui/Logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useAutoFocus } from '../../../hooks/useAutoFocus.ts';
import { useStaffMe } from '../../staff/api.ts';
import { fetchTodayTotals, postScan } from '../api.ts';
import { useScanFocus } from '../hooks/useScanFocus.ts';
import { useStationToken } from '../hooks/useStationToken.ts';
import { fromError, fromReply } from '../scan-result.ts';
import type { ScanResult } from '../scan-result.ts';
import { createSerialQueue } from '../serial-queue.ts';
import type { SerialQueue } from '../serial-queue.ts';
import { stationText } from '../strings.ts';
import { playAlreadyTone, playErrorTone, playGoodTone, unlockAudio } from '../tones.ts';
import '../scan.css';
import { StationSetup } from './StationSetup.tsx';

/** How many scans the running list keeps. */
const LOG_SIZE = 10;

function Shell({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-parchment px-4 py-6 sm:px-8 sm:py-8">{children}</div>;
}

function Hebrew({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      dir="rtl"
      lang="he"
      className={cn('block font-[family-name:var(--font-hebrew)]', className)}
    >
      {children}
    </span>
  );
}

function LastResult({
  result,
  onRefused,
}: {
  result: ScanResult | undefined;
  onRefused: () => void;
}) {
  if (!result) {
    return (
      <div className="flex min-h-[220px] items-center justify-center rounded-2xl border-2 border-dashed border-stone bg-white/60 p-6 text-center text-xl text-ink-muted sm:min-h-[300px] sm:text-2xl">
        {stationText.ready}
      </div>
    );
  }
  const error = result.outcome === 'error';
  const already = result.outcome === 'already_done';
  return (
    <div
      data-outcome={result.outcome}
      data-barcode={result.barcode}
      className={cn(
        'min-h-[220px] rounded-2xl border-4 p-5 shadow-card sm:min-h-[300px] sm:p-8',
        error
          ? 'border-danger bg-[#fdecea]'
          : already
            ? 'border-gold bg-gold-soft/60'
            : 'border-done bg-[#e6f4ed]',
      )}
    >
      <p
        className={cn(
          'flex items-center gap-3 text-2xl font-bold sm:text-4xl',
          error ? 'text-danger' : already ? 'text-gold-ink' : 'text-done',
        )}
      >
        {error ? (
          <AlertTriangle
            aria-hidden="true"
            className="size-8 shrink-0 sm:size-10"
            strokeWidth={2.5}
          />
        ) : already ? (
          <RotateCcw aria-hidden="true" className="size-8 shrink-0 sm:size-10" strokeWidth={2.5} />
        ) : (
          <CheckCircle2
            aria-hidden="true"
            className="size-8 shrink-0 sm:size-10"
            strokeWidth={2.5}
          />
        )}
        {result.title}
      </p>
      {result.name ? (
        <div className="mt-4 text-ink">
          <Hebrew className="text-5xl leading-tight font-bold break-words sm:text-7xl">
            {result.name}
          </Hebrew>
          <Hebrew className="mt-2 text-3xl leading-tight sm:text-5xl">{result.perek}</Hebrew>
        </div>
      ) : null}
      {error ? (
        <div className="mt-4 space-y-3">
          <p className="text-lg font-medium text-ink sm:text-2xl">{result.message}</p>
          <p className="text-base text-ink-muted sm:text-lg">
            Barcode: <span className="font-mono font-semibold text-ink">{result.barcode}</span>
          </p>
          {result.unauthorized ? (
            <Button variant="secondary" onClick={onRefused}>
              <KeyRound aria-hidden="true" className="size-4" />
              {stationText.forget}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Station({
  token,
  stationName,
  staffName,
  onForget,
  onRefused,
}: {
  token: string | null;
  /** The station's name, as the office gave it (null when the token could not be checked). */
  stationName: string | null;
  staffName: string | undefined;
  onForget: () => void;
  onRefused: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  // The scan field has the focus from the start: a scanner types into whatever has it.
  const focusInput = useAutoFocus(true, inputRef);
  const tokenRef = useRef(token);
  const [results, setResults] = useState<ScanResult[]>([]);
  /** Counts Enters pressed with nothing scanned (each one flashes again); 0 = none showing. */
  const [emptyEnters, setEmptyEnters] = useState(0);
  const emptyId = useId();
  const [waiting, setWaiting] = useState(0);
  const [latestTotals, setLatestTotals] = useState<{ done: number; notDone: number } | null>(null);
  const initialTotals = useQuery({
    queryKey: ['scan-station', 'totals'],
    queryFn: fetchTodayTotals,
    staleTime: Infinity,
    retry: false,
  });
  const totals = latestTotals ?? initialTotals.data ?? null;

  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  const queueRef = useRef<SerialQueue<string> | null>(null);
  const counterRef = useRef(0);

  const runScan = async (barcode: string) => {
    const id = ++counterRef.current;
    let result: ScanResult;
    try {
      result = fromReply(id, barcode, await postScan(barcode, tokenRef.current));
    } catch (error) {
      result = fromError(id, barcode, error);
    }
    setResults((list) => [result, ...list].slice(0, LOG_SIZE));
    if (result.totals) setLatestTotals(result.totals);
    if (result.outcome === 'done') playGoodTone();
    else if (result.outcome === 'already_done') playAlreadyTone();
    else playErrorTone();
    inputRef.current?.focus({ preventScroll: true });
  };

  // The scanner's keys always reach the input, wherever focus was (see useScanFocus).
  useScanFocus(inputRef);

  const latest = results[0];
  const announcement = latest
    ? latest.outcome === 'error'
      ? `${latest.title}. ${latest.message ?? ''}`
      : `${latest.title}. ${latest.name ?? ''}, ${latest.perek ?? ''}`
    : '';

  return (
    <div className="relative min-h-dvh bg-parchment">
      {latest ? (
        <div
          key={latest.id}
          aria-hidden="true"
          className={cn(
            'pointer-events-none fixed inset-0 z-10',
            latest.outcome === 'error' ? 'scan-flash-error' : 'scan-flash-good',
          )}
        />
      ) : null}
      {emptyEnters > 0 ? (
        <div
          key={`empty-${emptyEnters}`}
          aria-hidden="true"
          className="scan-flash-error pointer-events-none fixed inset-0 z-10"
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

        <form
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            const input = inputRef.current;
            if (!input) return;
            const barcode = input.value.trim();
            input.value = '';
            input.focus({ preventScroll: true });
            if (!barcode) {
              // An Enter with nothing before it (a misread, or the key pressed by hand) is a
              // mistake too: loud, and it says what to do.
              setEmptyEnters((n) => n + 1);
              playErrorTone();
              return;
            }
            setEmptyEnters(0);
            // Sent one after another, in the order scanned: a fast class loses nothing.
            queueRef.current ??= createSerialQueue(runScan, setWaiting);
            queueRef.current.push(barcode);
          }}
        >
          <label
            htmlFor="scan-input"
            className="mb-2 flex items-center gap-2 text-lg font-semibold text-ink"
          >
            <ScanBarcode aria-hidden="true" className="size-6 text-primary" />
            {stationText.inputLabel}
          </label>
          <p id="scan-input-hint" className="mb-2 text-ink-muted">
            {stationText.inputHint}
          </p>
          <div className="flex items-center gap-3">
            <input
              ref={focusInput}
              id="scan-input"
              name="barcode"
              aria-describedby={emptyEnters > 0 ? `scan-input-hint ${emptyId}` : 'scan-input-hint'}
              aria-invalid={emptyEnters > 0 || undefined}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="send"
              maxLength={64}
              onKeyDown={unlockAudio}
              onInput={() => setEmptyEnters(0)}
              onBlur={(event) => {
                if (!event.relatedTarget) {
                  requestAnimationFrame(() => inputRef.current?.focus({ preventScroll: true }));
                }
              }}
              className={cn(
                'block h-16 w-full min-w-0 rounded-xl border-2 bg-white px-5 font-mono text-2xl tracking-wider text-ink shadow-inner sm:h-20 sm:text-4xl',
                emptyEnters > 0 ? 'border-danger' : 'border-primary',
              )}
            />
            <Button
              type="submit"
              size="lg"
              className="h-16 shrink-0 px-6 sm:h-20 sm:px-8 sm:text-lg"
            >
              Scan
            </Button>
          </div>
          <div className="mt-2 min-h-7">
            <p id={emptyId} role="alert" className="text-lg font-semibold text-danger">
              {emptyEnters > 0 ? (
                <span key={emptyEnters} className="flex items-start gap-2">
                  <AlertTriangle
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0"
                    strokeWidth={2.5}
                  />
                  {stationText.nothingScanned}
                </span>
              ) : null}
            </p>
            <p className="text-ink-muted" aria-hidden={waiting <= 1}>
              {waiting > 1 ? stationText.waiting(waiting - 1) : ''}
            </p>
          </div>
        </form>

        <section aria-label="Last scan" className="mt-2">
          <LastResult result={latest} onRefused={onRefused} />
        </section>
        <p aria-live="assertive" aria-atomic="true" className="sr-only">
          {announcement}
        </p>

        <section aria-labelledby="scan-log-title" className="mt-8">
          <h2 id="scan-log-title" className="flex items-center gap-2 text-xl font-semibold">
            <History aria-hidden="true" className="size-5 text-primary" />
            {stationText.recent}
          </h2>
          {results.length === 0 ? null : (
            <ol className="mt-3 divide-y divide-stone rounded-xl border border-stone bg-white">
              {results.map((r) => (
                <li
                  key={r.id}
                  data-outcome={r.outcome}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3"
                >
                  <span
                    className={cn(
                      'inline-flex min-w-[9.5rem] items-center gap-1.5 font-semibold',
                      r.outcome === 'error'
                        ? 'text-danger'
                        : r.outcome === 'already_done'
                          ? 'text-gold-ink'
                          : 'text-done',
                    )}
                  >
                    {r.title}
                  </span>
                  {r.name ? (
                    <span dir="rtl" lang="he" className="hebrew text-xl font-bold text-ink">
                      {r.name}
                    </span>
                  ) : null}
                  {r.perek ? (
                    <span dir="rtl" lang="he" className="hebrew text-lg text-ink">
                      {r.perek}
                    </span>
                  ) : null}
                  <span className="ms-auto font-mono text-sm text-ink-muted">{r.barcode}</span>
                </li>
              ))}
            </ol>
          )}
        </section>

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

/**
 * The scanner station (VISUAL.md "Scanner station"): a kiosk where a teacher scans a class's
 * sheets one after another without the mouse. Set up once with the station token (checked at
 * once, typed or from the office's QR code) or a staff session; then every Enter sends the code,
 * in order, and the result shows very large.
 */
export default function ScanStationPage() {
  const station = useStationToken();
  const me = useStaffMe();
  const { state } = station;

  if (state.status === 'checking' || (state.status === 'none' && me.isPending)) {
    return (
      <Shell>
        <h1 id="page-title" className="text-3xl font-semibold">
          {stationText.heading}
        </h1>
        <p role="status" className="mt-4 flex items-center gap-3 text-ink-muted">
          <Spinner className="size-5 text-primary" />
          {stationText.checking}
        </p>
      </Shell>
    );
  }
  if (state.status === 'none' && !me.data) {
    return (
      <Shell>
        <StationSetup
          refusal={station.refusal}
          checking={station.entering}
          onToken={station.enter}
          onEdit={station.clearRefusal}
        />
      </Shell>
    );
  }
  const token = state.status === 'ready' ? state.token : null;
  return (
    <Station
      token={token}
      stationName={state.status === 'ready' ? state.name : null}
      staffName={me.data?.name}
      onForget={() => station.forget()}
      onRefused={() => station.forget(token ? stationText.tokenWrong : null)}
    />
  );
}
