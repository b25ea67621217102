import { useMutation } from '@tanstack/react-query';
import { hebrewDateOf, isDay, type DedicationDetail, type LearningDate } from '@zechus/shared';
import { CalendarArrowUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Field, Input } from '../../../components/ui/FormField.tsx';
import { DialogForm } from '../shell/DialogForm.tsx';
import { longDay } from '../shell/london-time.ts';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { moveDate, useDedicationChanged } from './api.ts';
import { dedicationsText as text } from './strings.ts';

/** Whether the move's e-mail went: the mail log's newest row that was not there before. */
function toldOf(before: DedicationDetail, after: DedicationDetail): 'sent' | 'failed' | 'none' {
  const known = new Set(before.emails.map((m) => m.id));
  const mail = after.emails.find((m) => m.kind === 'date-moved' && !known.has(m.id));
  if (!mail) return 'none';
  return mail.status === 'failed' ? 'failed' : 'sent';
}

/**
 * Move one learning date; the Hebrew date of the day chosen is shown back as it is typed. The
 * answer says whether the donor was e-mailed the new date.
 */
export function MoveDateDialog({
  dedication,
  date,
  onClose,
  onMoved,
}: {
  dedication: DedicationDetail;
  date: LearningDate;
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const id = useId();
  const changed = useDedicationChanged();
  const [day, setDay] = useState('');
  const mutation = useMutation({
    mutationFn: (to: string) => moveDate(dedication.id, date.id, to),
    onSuccess: async (detail, to) => {
      await changed(detail);
      onMoved(
        `${text.moved(longDay(date.day), longDay(to))} ${text.movedTold(toldOf(dedication, detail))}`,
      );
    },
  });
  const hebrew = isDay(day) ? hebrewDateOf(day).date : null;
  return (
    <OfficeDialog title={text.moveTitle} onClose={onClose}>
      <DialogForm
        intro={text.moveIntro(longDay(date.day))}
        error={mutation.error}
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate(day);
        }}
        onCancel={onClose}
        submitLabel={text.moveSubmit}
        submitIcon={CalendarArrowUp}
        busy={mutation.isPending}
      >
        <Field id={`${id}-day`} label={text.newDate} hint={text.newDateHint}>
          <Input
            id={`${id}-day`}
            type="date"
            required
            hasHint
            invalid={false}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </Field>
        <p aria-live="polite" className="-mt-3 mb-2 min-h-7 text-ink">
          {hebrew ? (
            <>
              {longDay(day)} · <Hebrew className="text-lg">{hebrew}</Hebrew>
            </>
          ) : null}
        </p>
      </DialogForm>
    </OfficeDialog>
  );
}
