import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StationRow } from '@zechus/shared';
import { Ban, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { FailureNotice } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { officeText } from '../shell/strings.ts';
import { revokeStation, stationsKey } from './api.ts';
import { stationsText } from './strings.ts';

/** Asks once before a station's token is revoked: it stops at once and cannot come back. */
export function RevokeStationDialog({
  station,
  onClose,
  onDone,
}: {
  station: StationRow;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => revokeStation(station.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: stationsKey });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
      onDone(stationsText.revokedNotice(station.name));
    },
  });
  return (
    <OfficeDialog title={stationsText.revokeTitle} onClose={onClose}>
      <FailureNotice error={revoke.error} />
      <div className="mb-5 flex items-start gap-3 rounded-lg border-2 border-danger/60 bg-danger/5 px-4 py-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="space-y-2">
          <p className="font-semibold text-ink">{stationsText.revokeWarning(station.name)}</p>
          <p className="text-ink-muted">{stationsText.revokeFinal}</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        {/* The safe choice has the focus when the dialog opens: Enter cancels. */}
        <Button variant="secondary" onClick={onClose} data-autofocus="">
          {officeText.cancel}
        </Button>
        <Button
          busy={revoke.isPending}
          onClick={() => revoke.mutate()}
          className="bg-danger! hover:bg-[#8f1e18]! aria-disabled:hover:bg-danger!"
        >
          <Ban aria-hidden="true" className="size-4" />
          {stationsText.revokeSubmit}
        </Button>
      </div>
    </OfficeDialog>
  );
}
