import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  classRenameSchema,
  type ClassRename,
  type ClassRenameInput,
  type ClassesChanged,
} from '@zechus/shared';
import { PencilLine } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/FormField.tsx';
import { ClassName } from '../shell/ClassName.tsx';
import { DialogForm } from '../shell/DialogForm.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { useInvalidateLearners } from './api.ts';
import { renameClass } from './school-year-api.ts';
import { schoolYearText as text } from './school-year-strings.ts';

/** "Rename" a class: its new name, spelt as every class is (the server refuses one in use). */
export function RenameClassDialog({
  from,
  onClose,
  onRenamed,
}: {
  from: string;
  onClose: () => void;
  onRenamed: (change: ClassesChanged) => void;
}) {
  const invalidate = useInvalidateLearners();
  const form = useForm<ClassRenameInput, unknown, ClassRename>({
    resolver: zodResolver(classRenameSchema),
    defaultValues: { from, to: from },
  });
  const mutation = useMutation({
    mutationFn: renameClass,
    onSuccess: async (change) => {
      await invalidate();
      onRenamed(change);
    },
  });

  return (
    <OfficeDialog title={text.renameTitle} onClose={onClose}>
      <DialogForm
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        onCancel={onClose}
        error={mutation.error}
        submitLabel={text.rename}
        submitIcon={PencilLine}
        busy={mutation.isPending}
      >
        <p className="mb-4">
          <span className="text-ink-muted">{text.renameFrom}: </span>
          <ClassName name={from} className="text-xl" />
        </p>
        <TextField
          id="class-new-name"
          label={text.newName}
          hint={text.newNameHint}
          dir="auto"
          autoComplete="off"
          autoFocus
          error={form.formState.errors.to?.message}
          {...form.register('to')}
        />
      </DialogForm>
    </OfficeDialog>
  );
}
