/**
 * What goes into a cell of an exported file. A spreadsheet runs a cell that starts with =, +, -
 * or @ as a formula (and some take a leading tab or carriage return the same way): a donor who
 * types `=HYPERLINK(…)` as their name must not get a working link, or worse, into the office's
 * spreadsheet. Such text is neutralised with a leading apostrophe, which Excel and LibreOffice
 * show as plain text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/u;

export const neutraliseFormula = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

/** A cell from stored text; null and undefined are an empty cell. */
export const textCell = (value: string | null | undefined): string =>
  value === null || value === undefined ? '' : neutraliseFormula(value);

/** Whole cents as dollars with two decimals ("360.00"): a number to a spreadsheet. */
export const moneyCell = (cents: number | null): string =>
  cents === null ? '' : (cents / 100).toFixed(2);

export const yesNo = (flag: unknown): string => (flag ? 'yes' : 'no');

/** Made at the first export, not at start: each formatter costs the start a few ms (0032). */
let londonTime: Intl.DateTimeFormat | undefined;
const londonTimeFormat = () =>
  (londonTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** An ISO instant as London's date and time, "2026-11-22 14:05", which spreadsheets read as one. */
export function londonTimeCell(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return textCell(iso);
  const parts = Object.fromEntries(
    londonTimeFormat()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
