import { sheetPagesOf, type LearnerSheet, type SheetPerek } from '@zechus/shared';

export interface PlannedPage {
  sheet: LearnerSheet;
  columns: SheetPerek[][];
  continued: boolean;
}

/** Every printed page of the sheets, in order: each child starts a new page. */
export function planPages(sheets: readonly LearnerSheet[]): PlannedPage[] {
  return sheets.flatMap((sheet) => sheetPagesOf(sheet.perakim).map((page) => ({ sheet, ...page })));
}
