import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newStationSchema, type NewStation, type NewStationInput } from '@zechus/shared';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { FailureNotice } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { officeText } from '../shell/strings.ts';
import { createStation, stationsKey } from './api.ts';
import { OneTimeToken } from './OneTimeToken.tsx';
import { stationsText } from './strings.ts';

/**
 * Adds a station: its name, then — once the server made the token — the token and its QR code,
 * shown only in this dialog, only this once.
 */
export function NewStationDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<NewStationInput, unknown, NewStation>({
    resolver: zodResolver(newStationSchema),
    defaultValues: { name: '' },
  });
  const create = useMutation({
    mutationFn: createStation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: stationsKey });
      void queryClient.invalidateQueries({ queryKey: ['office', 'audit'] });
    },
  });
  const created = create.data;
  const { errors } = form.formState;
  // Once the token exists, closing the dialog in any way is "done": the station was added.
  const finish = () => (created ? onDone(stationsText.added(created.station.name)) : onClose());

  return (
    <OfficeDialog
      title={created ? stationsText.readyTitle(created.station.name) : stationsText.addTitle}
      onClose={finish}
      wide={Boolean(created)}
    >
      {created ? (
        <OneTimeToken created={created} onDone={finish} />
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          <p className="mb-5 text-ink-muted">{stationsText.addIntro}</p>
          <FailureNotice error={create.error} />
          <Field
            id="station-name"
            label={stationsText.name}
            hint={stationsText.nameHint}
            error={errors.name?.message}
          >
            <Input
              id="station-name"
              autoComplete="off"
              hasHint
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
            <Button type="submit" busy={create.isPending}>
              <KeyRound aria-hidden="true" className="size-4" />
              {stationsText.create}
            </Button>
          </div>
        </form>
      )}
    </OfficeDialog>
  );
}
