import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  learnerFieldsSchema,
  type LearnerDetail,
  type LearnerFields,
  type LearnerFieldsInput,
} from '@zechus/shared';
import { Save } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { officeErrorMessage } from '../shell/api.ts';
import { officeText } from '../shell/strings.ts';
import { isDuplicateName, updateLearner, useInvalidateLearners } from './api.ts';
import { DuplicateQuestion } from './DuplicateQuestion.tsx';
import { LearnerFields as Fields } from './LearnerFields.tsx';
import { FormActions } from '../shell/FormActions.tsx';
import { Panel } from '../shell/Panel.tsx';
import { learnersText } from './strings.ts';

/** Correct a learner's name or move them to another class. */
export function DetailsCard({
  learner,
  onSaved,
}: {
  learner: LearnerDetail;
  onSaved: (message: string) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const invalidate = useInvalidateLearners();
  const form = useForm<LearnerFieldsInput, unknown, LearnerFields>({
    resolver: zodResolver(learnerFieldsSchema),
    values: { name: learner.name, className: learner.className ?? '' },
  });
  const mutation = useMutation({
    mutationFn: (values: LearnerFields & { allowDuplicate?: boolean }) =>
      updateLearner(learner.id, values),
    onSuccess: async () => {
      await invalidate();
      onSaved(learnersText.saved);
    },
  });
  const duplicate = mutation.isError && isDuplicateName(mutation.error);

  return (
    <Panel title={learnersText.details}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        {duplicate ? (
          <DuplicateQuestion
            error={mutation.error}
            confirmLabel={learnersText.saveAnyway}
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
        <FormActions>
          <Button
            type="submit"
            busy={mutation.isPending && !duplicate}
            inactive={!form.formState.isDirty}
          >
            <Save aria-hidden="true" className="size-5" />
            {learnersText.saveChanges}
          </Button>
        </FormActions>
      </form>
    </Panel>
  );
}
