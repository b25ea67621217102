import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  renameStationSchema,
  type NewStationInput,
  type RenameStation,
  type StationRow,
} from '@zechus/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { FailureNotice } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { officeText } from '../shell/strings.ts';
import { renameStation, stationsKey } from './api.ts';
import { stationsText } from './strings.ts';

/** A station's new name; its token keeps working, so the tablet needs nothing. */
export function RenameStationDialog({
  station,
  onClose,
  onDone,
}: {
  station: StationRow;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<NewStationInput, unknown, RenameStation>({
    resolver: zodResolver(renameStationSchema),
    defaultValues: { name: station.name },
  });
  const rename = useMutation({
    mutationFn: (body: RenameStation) => renameStation(station.id, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: stationsKey });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
      onDone(stationsText.renamed(station.name, saved.name));
    },
  });
  const { errors } = form.formState;
  return (
    <OfficeDialog title={stationsText.renameTitle} onClose={onClose}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (values.name === station.name) {
            form.setError('name', { message: stationsText.sameName });
            return;
          }
          rename.mutate(values);
        })}
      >
        <p className="mb-5 text-ink-muted">{stationsText.renameIntro(station.name)}</p>
        <FailureNotice error={rename.error} />
        <Field id="station-new-name" label={stationsText.newName} error={errors.name?.message}>
          <Input
            id="station-new-name"
            autoComplete="off"
            invalid={Boolean(errors.name)}
            // OfficeDialog focuses it on opening, its text selected so typing replaces it.
            data-autofocus="select"
            {...form.register('name')}
          />
        </Field>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {officeText.cancel}
          </Button>
          <Button type="submit" busy={rename.isPending}>
            {stationsText.saveName}
          </Button>
        </div>
      </form>
    </OfficeDialog>
  );
}
