import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROUTES, type StationRow } from '@zechus/shared';
import { ArrowRight, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { fieldClass } from '../../../components/ui/FormField.tsx';
import { QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { AREA_LABELS } from '../shell/strings.ts';
import { useListParams } from '../shell/useListParams.ts';
import { fetchStations, stationsKey } from './api.ts';
import { NewStationDialog } from './NewStationDialog.tsx';
import { RenameStationDialog } from './RenameStationDialog.tsx';
import { RevokeStationDialog } from './RevokeStationDialog.tsx';
import { StationsTable } from './StationsTable.tsx';
import { stationsText } from './strings.ts';

const FILTERS = ['status'] as const;

type Dialog =
  | { kind: 'add' }
  | { kind: 'rename'; station: StationRow }
  | { kind: 'revoke'; station: StationRow }
  | null;

/** How a tablet becomes a station, for the office's first week. */
function HowToSetUp() {
  return (
    <section
      aria-labelledby="stations-how"
      className="mt-8 rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card"
    >
      <h2 id="stations-how" className="mb-3 text-xl font-semibold">
        {stationsText.howTitle}
      </h2>
      <ol className="space-y-2">
        {stationsText.howSteps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-gold-soft font-semibold text-gold-ink"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <Link
        to={ROUTES.ScanStation.path}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4"
      >
        {stationsText.openStationPage}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/**
 * /office/stations (owner, office): the scanner stations — add one (its token shown once, with a
 * QR code for the tablet), rename, and revoke a lost or retired device's token.
 */
export default function StationsArea() {
  const list = useListParams(FILTERS, { sort: 'created', dir: 'desc' });
  const stations = useQuery({
    queryKey: [...stationsKey, 'list', list.query],
    queryFn: ({ signal }) => fetchStations(list.query, signal),
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const open = useCallback((next: Dialog) => {
    setNotice(null);
    setDialog(next);
  }, []);
  const onRename = useCallback((station: StationRow) => open({ kind: 'rename', station }), [open]);
  const onRevoke = useCallback((station: StationRow) => open({ kind: 'revoke', station }), [open]);
  const done = (sentence: string) => {
    setDialog(null);
    setNotice(sentence);
  };

  return (
    <OfficePage
      title={AREA_LABELS.stations}
      intro={stationsText.intro}
      actions={
        <Button onClick={() => open({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-5" />
          {stationsText.add}
        </Button>
      }
    >
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="stations-status" className="mb-1.5 block font-medium">
            {stationsText.show}
          </label>
          <select
            id="stations-status"
            value={list.params.filters.status}
            onChange={(event) => list.setFilter('status', event.target.value)}
            className={`${fieldClass} min-h-11 py-2 pe-3`}
          >
            <option value="">{stationsText.allStations}</option>
            <option value="active">{stationsText.activeOnly}</option>
            <option value="revoked">{stationsText.revokedOnly}</option>
          </select>
        </div>
      </div>
      <QueryState
        isPending={stations.isPending}
        error={stations.error}
        onRetry={() => void stations.refetch()}
      >
        <StationsTable
          rows={stations.data?.rows ?? []}
          total={stations.data?.total ?? 0}
          list={list}
          loading={stations.isFetching}
          filtered={list.params.filters.status !== ''}
          onRename={onRename}
          onRevoke={onRevoke}
        />
      </QueryState>
      <HowToSetUp />
      {dialog?.kind === 'add' ? (
        <NewStationDialog onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RenameStationDialog
          station={dialog.station}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
      {dialog?.kind === 'revoke' ? (
        <RevokeStationDialog
          station={dialog.station}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
    </OfficePage>
  );
}
