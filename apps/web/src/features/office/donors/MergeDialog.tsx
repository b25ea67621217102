import { useMutation, useQuery } from '@tanstack/react-query';
import type { DonorDetail, DonorRow } from '@zechus/shared';
import { Merge } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { fetchDonors, mergeDonor, useDonorChanged } from './api.ts';
import { donorsText as text } from './strings.ts';

/**
 * Merge another donor record into this one (the survivor): find it, then confirm with both
 * donor IDs named and which one survives.
 */
export function MergeDialog({
  survivor,
  onClose,
  onMerged,
}: {
  survivor: DonorDetail;
  onClose: () => void;
  onMerged: (message: string) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<DonorRow | null>(null);
  const changed = useDonorChanged();
  const query = new URLSearchParams({ search: search.trim(), pageSize: '8' }).toString();
  const found = useQuery({
    queryKey: ['office', 'donors', 'list', 'merge', query],
    queryFn: ({ signal }) => fetchDonors(query, signal),
    enabled: search.trim().length >= 2,
  });
  const mutation = useMutation({
    mutationFn: (other: DonorRow) => mergeDonor(survivor.id, other.id),
    onSuccess: async (detail, other) => {
      await changed(detail);
      onMerged(text.merged(other.donorNumber, detail.donorNumber));
    },
  });
  if (chosen) {
    return (
      <ConfirmDialog
        title={text.mergeTitle}
        confirmLabel={text.mergeConfirm}
        confirmIcon={Merge}
        danger
        busy={mutation.isPending}
        error={mutation.error}
        onConfirm={() => mutation.mutate(chosen)}
        onClose={onClose}
      >
        <p className="wrap-anywhere">
          {text.mergeConfirmBody(chosen.donorNumber, chosen.email, survivor.donorNumber)}
        </p>
        <p className="font-semibold">{text.mergeSurvives(survivor.donorNumber)}</p>
      </ConfirmDialog>
    );
  }
  const others = (found.data?.rows ?? []).filter((row) => row.id !== survivor.id);
  return (
    <OfficeDialog title={text.mergeTitle} onClose={onClose} wide>
      <p className="mb-4 text-ink-muted">{text.mergeIntro}</p>
      <p className="mb-4 font-semibold">{text.mergeSurvives(survivor.donorNumber)}</p>
      <Field id={`${id}-search`} label={text.mergeSearch} hint={text.mergeSearchHint}>
        <Input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          hasHint
          invalid={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      <ul aria-live="polite" className="space-y-2">
        {found.data && others.length === 0 ? (
          <li className="text-ink-muted">{text.mergeNone}</li>
        ) : null}
        {others.map((row) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone p-3"
          >
            <span className="min-w-0">
              <bdi className="font-semibold">{row.name}</bdi>
              <span className="block text-sm text-ink-muted">
                {text.donorId(row.donorNumber)} · <bdi className="wrap-anywhere">{row.email}</bdi>
              </span>
            </span>
            <Button variant="secondary" onClick={() => setChosen(row)}>
              {text.mergeChoose(row.donorNumber)}
            </Button>
          </li>
        ))}
      </ul>
    </OfficeDialog>
  );
}
