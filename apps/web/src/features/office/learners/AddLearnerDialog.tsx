import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  learnerFieldsSchema,
  type LearnerChange,
  type LearnerFields,
  type LearnerFieldsInput,
} from '@zechus/shared';
import { UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { officeErrorMessage } from '../shell/api.ts';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { officeText } from '../shell/strings.ts';
import { addLearner, isDuplicateName, useInvalidateLearners } from './api.ts';
import { DuplicateQuestion } from './DuplicateQuestion.tsx';
import { LearnerFields as Fields } from './LearnerFields.tsx';
import { learnersText } from './strings.ts';

/** "Add learner": a name in Hebrew and a class; a same-named child in the class is asked about. */
export function AddLearnerDialog({
  defaultClass,
  onClose,
  onAdded,
}: {
  defaultClass: string;
  onClose: () => void;
  onAdded: (change: LearnerChange) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const invalidate = useInvalidateLearners();
  const form = useForm<LearnerFieldsInput, unknown, LearnerFields>({
    resolver: zodResolver(learnerFieldsSchema),
    defaultValues: { name: '', className: defaultClass },
  });
  const mutation = useMutation({
    mutationFn: (values: LearnerFields & { allowDuplicate?: boolean }) => addLearner(values),
    onSuccess: async (change) => {
      await invalidate();
      onAdded(change);
    },
  });
  // The dialog has opened (its effect runs before this one): start at the name.
  useEffect(() => form.setFocus('name'), [form]);
  const submit = form.handleSubmit((values) => mutation.mutate(values));
  const duplicate = mutation.isError && isDuplicateName(mutation.error);

  return (
    <OfficeDialog title={learnersText.add} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={submit}>
        {duplicate ? (
          <DuplicateQuestion
            error={mutation.error}
            confirmLabel={learnersText.addAnyway}
            busy={mutation.isPending}
            onConfirm={() =>
              void form.handleSubmit((values) =>
                mutation.mutate({ ...values, allowDuplicate: true }),
              )()
            }
            onChangeName={() => {
              mutation.reset();
              form.setFocus('name');
            }}
          />
        ) : mutation.isError ? (
          <ErrorNotice>{officeErrorMessage(mutation.error, officeText.genericError)}</ErrorNotice>
        ) : null}
        <Fields form={form} onEnter={() => formRef.current?.requestSubmit()} />
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {officeText.cancel}
          </Button>
          <Button type="submit" busy={mutation.isPending && !duplicate}>
            <UserPlus aria-hidden="true" className="size-5" />
            {learnersText.add}
          </Button>
        </div>
      </form>
    </OfficeDialog>
  );
}
