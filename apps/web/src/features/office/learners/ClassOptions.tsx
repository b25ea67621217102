import { useQuery } from '@tanstack/react-query';
import { fetchClasses, learnersKeys } from './api.ts';

/** The classes in use, for the filter and the forms. */
export function useClasses() {
  return useQuery({
    queryKey: learnersKeys.classes,
    queryFn: ({ signal }) => fetchClasses(signal),
    staleTime: 30_000,
  });
}

/** A datalist of the classes: a text input offers them, and still takes a new one. */
export function ClassOptions({ id }: { id: string }) {
  const classes = useClasses();
  return (
    <datalist id={id}>
      {(classes.data ?? []).map((entry) => (
        <option key={entry.name} value={entry.name} />
      ))}
    </datalist>
  );
}
