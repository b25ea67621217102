import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  learnerFieldsSchema,
  type LearnerChange,
  type LearnerFields,
  type LearnerFieldsInput,
} from '@zechus/shared';
import { UserPlus } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../shell/DialogForm.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
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
  const submit = form.handleSubmit((values) => mutation.mutate(values));
  const duplicate = mutation.isError && isDuplicateName(mutation.error);

  return (
    <OfficeDialog title={learnersText.add} onClose={onClose}>
      <DialogForm
        formRef={formRef}
        onSubmit={submit}
        onCancel={onClose}
        error={duplicate ? null : mutation.error}
        submitLabel={learnersText.add}
        submitIcon={UserPlus}
        busy={mutation.isPending && !duplicate}
      >
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
        ) : null}
        <Fields form={form} onEnter={() => formRef.current?.requestSubmit()} />
      </DialogForm>
    </OfficeDialog>
  );
}
