import {
  FINAL_LETTERS,
  MAQAF,
  SEARCH_IGNORED_MARKS,
  phoneSearchDigits,
  searchKey,
} from '@zechus/shared';
import { sql, type RawBuilder } from 'kysely';

/**
 * Searching typed text as one (issue 27 §5, docs/decisions/0044), in SQL both engines run alike:
 * a stored name goes through the steps `searchKey` takes with the query, as nested replace()
 * (which SQLite and PostgreSQL both have) — geresh, gershayim, apostrophes and quotes dropped, the
 * maqaf read as a space, final letters read as ordinary ones, lower case. No column to keep up to
 * date on every write; a LIKE '%…%' reads every row either way. Niqqud is dropped from what is
 * typed but not from what is stored: names are written without it (no keyboard here offers it),
 * and its 18 marks would triple the work (50,000 names: ~0.1 s with them left out).
 */
export function searchKeySql(column: string): RawBuilder<string> {
  let expression: RawBuilder<string> = sql<string>`lower(${sql.ref(column)})`;
  for (const mark of SEARCH_IGNORED_MARKS) {
    expression = sql<string>`replace(${expression}, ${sql.lit(mark)}, '')`;
  }
  expression = sql<string>`replace(${expression}, ${sql.lit(MAQAF)}, ' ')`;
  for (const [final, regular] of FINAL_LETTERS) {
    expression = sql<string>`replace(${expression}, ${sql.lit(final)}, ${sql.lit(regular)})`;
  }
  return expression;
}

/** A phone number's digits in SQL: the separators people write dropped. */
export function digitsSql(column: string): RawBuilder<string> {
  let expression: RawBuilder<string> = sql<string>`${sql.ref(column)}`;
  for (const mark of [' ', '-', '+', '(', ')', '.', '/', '\u00A0']) {
    expression = sql<string>`replace(${expression}, ${sql.lit(mark)}, '')`;
  }
  return expression;
}

/** A LIKE pattern finding `text` anywhere, its own % and _ taken literally. */
export const likeAnywhere = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The condition "the name in `column`, read as searchKey reads it, contains the typed text". */
export const matchesTyped = (column: string, typed: string) =>
  sql<boolean>`${searchKeySql(column)} like ${likeAnywhere(searchKey(typed))} escape '\\'`;

/** The condition "the e-mail address in `column` contains the typed text" (any case). */
export const emailContains = (column: string, typed: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likeAnywhere(typed.trim().toLowerCase())} escape '\\'`;

/**
 * The condition "the phone number in `column` is the typed one, however either was written"
 * (+44 20 7946 0123 finds 020 7946 0123 and back), or null when the text is not a phone number.
 */
export function phoneMatches(column: string, typed: string): RawBuilder<boolean> | null {
  const digits = phoneSearchDigits(typed);
  if (digits === null) return null;
  return sql<boolean>`${digitsSql(column)} like ${likeAnywhere(digits)} escape '\\'`;
}
