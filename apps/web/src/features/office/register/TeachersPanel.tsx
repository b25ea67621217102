import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLE_LABELS, type ClassTeachers, type StaffRole } from '@zechus/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ClassName } from '../shell/ClassName.tsx';
import { FailureNotice, QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficeDialog } from '../shell/OfficeDialog.tsx';
import { Panel } from '../shell/Panel.tsx';
import { officeText } from '../shell/strings.ts';
import { registerKey, setClassTeachers, useClassTeachers } from './api.ts';
import { registerText } from './strings.ts';

type ClassEntry = ClassTeachers['classes'][number];

const roleLabel = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;

/** Who teaches one class: every active staff account as a checkbox, the current ones ticked. */
function TeachersDialog({
  entry,
  staff,
  onClose,
  onSaved,
}: {
  entry: ClassEntry;
  staff: ClassTeachers['staff'];
  onClose: () => void;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    new Set(entry.teachers.map((t) => t.id)),
  );
  const save = useMutation({
    mutationFn: () => setClassTeachers(entry.name, [...chosen]),
    onSuccess: (data) => {
      queryClient.setQueryData([...registerKey, 'teachers'], data);
      void queryClient.invalidateQueries({ queryKey: registerKey });
      onSaved();
    },
  });
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  return (
    <OfficeDialog title={registerText.dialogTitle(entry.name)} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate();
        }}
      >
        <fieldset>
          <legend className="mb-2 font-medium">{registerText.teachers}</legend>
          <ul className="max-h-80 space-y-1 overflow-y-auto">
            {staff.map((person) => (
              <li key={person.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-parchment">
                  <input
                    type="checkbox"
                    checked={chosen.has(person.id)}
                    onChange={() => toggle(person.id)}
                    className="size-5 accent-primary"
                  />
                  <span>
                    {person.name}{' '}
                    <span className="text-sm text-ink-muted">({roleLabel(person.role)})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <FailureNotice error={save.error} />
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {officeText.cancel}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {registerText.save}
          </Button>
        </div>
      </form>
    </OfficeDialog>
  );
}

/** "Teachers of each class" (office and owner): every class with its teachers, and a change. */
export function TeachersPanel() {
  const teachers = useClassTeachers(true);
  const [editing, setEditing] = useState<ClassEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Panel title={registerText.teachersTitle}>
      <p className="mb-3 text-ink-muted">{registerText.teachersHint}</p>
      {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
      <QueryState
        isPending={teachers.isPending}
        error={teachers.error}
        onRetry={() => void teachers.refetch()}
      >
        {teachers.data ? (
          <table className="w-full text-start">
            <caption className="sr-only">{registerText.teachersTitle}</caption>
            <thead>
              <tr className="border-b border-stone text-sm text-ink-muted">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {registerText.className}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {registerText.teachers}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  <span className="sr-only">{registerText.changeButton}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {teachers.data.classes.map((entry) => (
                <tr key={entry.name} className="border-b border-stone last:border-0">
                  <th scope="row" className="py-2 pe-3 text-start font-normal">
                    <ClassName name={entry.name} className="text-lg font-bold" />
                  </th>
                  <td className="py-2 pe-3">
                    {entry.teachers.length === 0 ? (
                      <span className="text-ink-muted">{registerText.nobody}</span>
                    ) : (
                      entry.teachers.map((t) => t.name).join(', ')
                    )}
                  </td>
                  <td className="py-2 text-end">
                    <Button
                      variant="secondary"
                      aria-label={registerText.change(entry.name)}
                      onClick={() => {
                        setNotice(null);
                        setEditing(entry);
                      }}
                    >
                      {registerText.changeButton}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </QueryState>
      {editing && teachers.data ? (
        <TeachersDialog
          entry={editing}
          staff={teachers.data.staff}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setNotice(registerText.saved(editing.name));
            setEditing(null);
          }}
        />
      ) : null}
    </Panel>
  );
}
