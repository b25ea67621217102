import { SHEET_PAPERS, addDays, isDay, type SheetPaper } from '@zechus/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface SheetParams {
  /** The day to print ('' until today is known: then tomorrow, as teachers print the evening before). */
  date: string;
  className: string | undefined;
  /** One child's sheet; undefined for the whole class. */
  learner: number | undefined;
  paper: SheetPaper;
}

export interface SheetParamsApi {
  params: SheetParams;
  set: (change: Partial<SheetParams>) => void;
}

const isPaper = (value: string | null): value is SheetPaper =>
  (SHEET_PAPERS as readonly (string | null)[]).includes(value);

/**
 * The print view's choices, kept in the address (/office/sheets?date=…&class=…&learner=…&paper=…)
 * so a reload, the back button or a link shows the same sheets.
 */
export function useSheetParams(today: string | undefined): SheetParamsApi {
  const [search, setSearch] = useSearchParams();
  const params = useMemo((): SheetParams => {
    const date = search.get('date');
    const learner = Number(search.get('learner'));
    const paper = search.get('paper');
    return {
      date: date && isDay(date) ? date : today ? addDays(today, 1) : '',
      className: search.get('class') || undefined,
      learner: Number.isInteger(learner) && learner > 0 ? learner : undefined,
      paper: isPaper(paper) ? paper : 'a4',
    };
  }, [search, today]);

  const set = useCallback(
    (change: Partial<SheetParams>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (name: string, value: string | undefined) => {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          };
          if ('date' in change) put('date', change.date);
          if ('className' in change) put('class', change.className);
          if ('learner' in change) put('learner', change.learner?.toString());
          if ('paper' in change) put('paper', change.paper);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { params, set };
}
