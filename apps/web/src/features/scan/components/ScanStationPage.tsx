import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useHallScreen } from '../../../lib/hall-screen/useHallScreen.ts';
import { useStaffMe } from '../../staff/api.ts';
import { useStationToken } from '../hooks/useStationToken.ts';
import { useWaitingScans } from '../hooks/useWaitingScans.ts';
import { stationText } from '../strings.ts';
import { Station } from './Station.tsx';
import { StationSetup } from './StationSetup.tsx';

function Shell({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-parchment px-4 py-6 sm:px-8 sm:py-8">{children}</div>;
}

/**
 * The scanner station (VISUAL.md "Scanner station"): a kiosk where a teacher scans a class's
 * sheets one after another without the mouse. Set up once with the station token (checked at
 * once, typed or from the office's QR code) or a staff session; then every scan is kept on the
 * device, shown at once very large, and sent in order — with the network or later.
 */
export default function ScanStationPage() {
  useHallScreen('station');
  const station = useStationToken();
  const me = useStaffMe();
  const waiting = useWaitingScans();
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
          waiting={waiting}
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
      onEnterToken={() => station.forget(token ? stationText.tokenWrong : null)}
    />
  );
}
