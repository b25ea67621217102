import type * as CsvParseSync from 'csv-parse/sync';
import { createRequire } from 'node:module';
import { HEBREW_LETTER, IMPORT_MAX_ROWS, LEARNER_ERROR, type ImportPreview } from '@zechus/shared';
import { HttpError } from '../../http/errors.ts';

/** One line of a class list: the cells as written, and the row's number in the file. */
export interface CsvRow {
  line: number;
  name: string;
  className: string;
}

export interface CsvFile {
  rows: CsvRow[];
  headerSkipped: boolean;
  encoding: ImportPreview['encoding'];
}

const require = createRequire(import.meta.url);
/** csv-parse is required at the first class list (Node keeps it), not at start (0015). */
const csvParse = () => require('csv-parse/sync') as typeof CsvParseSync;

const badFile = (message: string) => new HttpError(400, LEARNER_ERROR.badFile, message);

/**
 * The file's text. Excel saves "CSV UTF-8" with a byte-order mark, plain "CSV" on a Hebrew
 * Windows in Windows-1255, and "Unicode text" in UTF-16: UTF-8 is tried strictly first (with or
 * without the mark), and bytes that are not valid UTF-8 are read as Windows-1255.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvFile['encoding'] } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16' };
  }
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    throw badFile(
      'This is a workbook (.xlsx), not a CSV file. In Excel choose File › Save As › “CSV UTF-8”, then choose the saved file here.',
    );
  }
  let text: string;
  let encoding: CsvFile['encoding'] = 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1255').decode(bytes);
    encoding = 'windows-1255';
  }
  if (text.includes('\u0000')) {
    throw badFile('This file is not a text (CSV) file. Please save the class list as CSV.');
  }
  return { text, encoding };
}

/** The separator the first line uses most: comma, semicolon (some Excel locales) or tab. */
function delimiterOf(text: string): string {
  const firstLine = text.split('\n', 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

const NAME_TITLES = new Set([
  'name',
  'names',
  'full name',
  'student',
  'learner',
  'child',
  'שם',
  'שמות',
  'שם מלא',
  'שם התלמיד',
  'שם הילד',
  'שם התלמידה',
  'תלמיד',
  'תלמידים',
]);
const CLASS_TITLES = new Set(['class', 'group', 'כיתה', 'קבוצה', 'כתה']);

const title = (cell: string | undefined) => (cell ?? '').trim().toLowerCase();

/**
 * The first row is column titles when it says so ("name", "שם", "class", "כיתה"), or when its
 * first cell has no Hebrew letter while the next row's does ("Name" over a list of names).
 */
function isHeader(first: string[], next: string[] | undefined): boolean {
  if (NAME_TITLES.has(title(first[0])) || CLASS_TITLES.has(title(first[1]))) return true;
  return (
    !HEBREW_LETTER.test(first[0] ?? '') && next !== undefined && HEBREW_LETTER.test(next[0] ?? '')
  );
}

/**
 * Reads a class list: column 1 the name, optional column 2 the class, further columns ignored.
 * Row numbers are the file's line numbers, as a spreadsheet shows them. Blank lines — at the end,
 * or between rows (a spreadsheet's empty row, a list split into groups) — are not rows at all:
 * they are left out, not counted as "rows with a problem" (issue 27 §7).
 */
export function readCsv(bytes: Uint8Array): CsvFile {
  const { text: raw, encoding } = decodeCsv(bytes);
  // One line ending throughout: csv-parse takes the first line's ending as the only one.
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') throw badFile('The file is empty.');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = csvParse().parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badFile(
      `The file could not be read as CSV${line ? ` near row ${line}` : ''}: please check for a quote mark (") that is not closed.`,
    );
  }
  const blank = (record: string[]) => record.every((cell) => cell.trim() === '');
  records = records.filter(({ record }) => !blank(record));
  let headerSkipped = false;
  const first = records[0];
  if (first && isHeader(first.record, records[1]?.record)) {
    records.shift();
    headerSkipped = true;
  }
  if (records.length > IMPORT_MAX_ROWS) {
    throw new HttpError(
      413,
      LEARNER_ERROR.fileTooLarge,
      `The file has ${records.length} rows; at most ${IMPORT_MAX_ROWS} can be imported at once. Please split it into smaller files.`,
    );
  }
  if (records.length === 0) throw badFile('The file has no rows of names.');
  return {
    rows: records.map(({ record, info }) => ({
      line: info.lines,
      name: record[0] ?? '',
      className: record[1] ?? '',
    })),
    headerSkipped,
    encoding,
  };
}
