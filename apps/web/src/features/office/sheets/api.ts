import {
  sheetClassesSchema,
  sheetReprintsSchema,
  sheetsPrintedReplySchema,
  sheetsSchema,
  type SheetClasses,
  type Sheets,
} from '@zechus/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Every sheets query's key starts here. */
export const sheetsKey = ['office', 'sheets'] as const;

/** GET /api/office/sheets/classes: the active learners' classes, and today. */
export const fetchSheetClasses = async (signal?: AbortSignal): Promise<SheetClasses> =>
  sheetClassesSchema.parse(await api.get('/api/office/sheets/classes', { signal }));

/** Whose sheets to load: a class (the one-child choice filters it), or a child alone. */
export interface SheetsWhose {
  className: string | undefined;
  learner: number | undefined;
}

/** GET /api/office/sheets?date=…&class=… (or &learner=…): the sheets, barcodes as SVG. */
export const fetchSheets = async (
  date: string,
  whose: SheetsWhose,
  signal?: AbortSignal,
): Promise<Sheets> => {
  const query = new URLSearchParams({ date });
  if (whose.className !== undefined) query.set('class', whose.className);
  else if (whose.learner !== undefined) query.set('learner', String(whose.learner));
  return sheetsSchema.parse(await api.get(`/api/office/sheets?${query.toString()}`, { signal }));
};

export const useSheetClasses = () =>
  useQuery({
    queryKey: [...sheetsKey, 'classes'],
    queryFn: ({ signal }) => fetchSheetClasses(signal),
  });

/**
 * A class's sheets for a day (the one-child choice picks from them, so switching child is
 * instant), or one child's when no class is chosen (a link from elsewhere in the office). The
 * previous sheets stay on screen while the next load.
 */
export const useSheets = (date: string | undefined, whose: SheetsWhose) => {
  const key =
    whose.className !== undefined ? { class: whose.className } : { learner: whose.learner };
  return useQuery({
    queryKey: [...sheetsKey, 'day', date, key],
    queryFn: ({ signal }) => fetchSheets(date as string, whose, signal),
    enabled: date !== undefined && (whose.className !== undefined || whose.learner !== undefined),
    placeholderData: keepPreviousData,
    // A sheet shows which perakim are done; scans during the day change that.
    staleTime: 30_000,
  });
};

/**
 * POST /api/office/sheets/printed: these sheets were printed (issue 27 §1) — their children's
 * perakim of that day stay where the paper says. The PDF's download records itself.
 */
export const recordPrinted = async (date: string, whose: SheetsWhose): Promise<void> => {
  sheetsPrintedReplySchema.parse(
    await api.post('/api/office/sheets/printed', {
      date,
      ...(whose.className !== undefined ? { class: whose.className } : {}),
      ...(whose.learner !== undefined ? { learner: whose.learner } : {}),
    }),
  );
};

/** GET /api/office/sheets/reprints: printed sheets that gained perakim since (a child left). */
export const useSheetReprints = () =>
  useQuery({
    queryKey: [...sheetsKey, 'reprints'],
    queryFn: async ({ signal }) =>
      sheetReprintsSchema.parse(await api.get('/api/office/sheets/reprints', { signal })).toReprint,
  });
