import {
  CLASS_NAME_MAX,
  LEARNER_NAME_MAX,
  classNameProblem,
  hasControlCharacters,
  isHebrewName,
  normalizeClassName,
  tidyName,
  type ImportConfirm,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResult,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-session.ts';
import type { CsvFile, CsvRow } from './csv-file.ts';
import { learnersNamed, type LearnerRecord } from './repository.ts';
import { changeLearners, redivide, type LearnerDeps } from './change-effects.ts';
import { inClass } from './service.ts';

const key = (name: string, className: string | null) => `${name}\u0000${className ?? ''}`;

/**
 * Says which rows would be skipped, and why: a row whose child is already in that class (in the
 * database, or earlier in the same list) is a problem like a name that is not in Hebrew.
 */
function duplicateChecker(existing: readonly LearnerRecord[]) {
  const known = new Map(existing.map((r) => [key(r.name, r.className), r]));
  const seen = new Map<string, number>();
  return (line: number, name: string, className: string | null): string | null => {
    const k = key(name, className);
    const there = known.get(k);
    if (there) {
      return there.active
        ? 'already in this class'
        : 'already in this class, inactive (reactivate them instead)';
    }
    const earlier = seen.get(k);
    if (earlier !== undefined) return `the same name as row ${earlier}`;
    seen.set(k, line);
    return null;
  };
}

/** A row's name and class as they would be stored, or the problem that keeps it out. */
function readRow(row: CsvRow, fileClass: string | null): Omit<ImportPreviewRow, 'line'> {
  const name = tidyName(row.name);
  // A Windows-1255 file's "כיתה ד'" is the class "כיתה ד׳" (issue 27 §5).
  const ownClass = normalizeClassName(tidyName(row.className));
  const className = ownClass || fileClass;
  const base = { name, className };
  if (hasControlCharacters(row.name)) {
    return { ...base, problem: 'the name contains invisible control characters' };
  }
  if (name === '') return { ...base, problem: 'the name is empty' };
  if (!isHebrewName(name)) return { ...base, problem: 'the name is not in Hebrew letters' };
  if (name.length > LEARNER_NAME_MAX) {
    return { ...base, problem: `the name is longer than ${LEARNER_NAME_MAX} characters` };
  }
  if (hasControlCharacters(row.className)) {
    return { ...base, problem: 'the class contains invisible control characters' };
  }
  if (className !== null && classNameProblem(className)) {
    return { ...base, problem: `the class is longer than ${CLASS_NAME_MAX} characters` };
  }
  return { ...base, problem: null };
}

/**
 * POST /api/office/learners/import/preview: what the file would add, row by row. A row's own
 * class (column 2) wins over the class chosen for the whole file. Changes nothing.
 */
export async function previewImport(
  db: Db,
  file: CsvFile,
  fileClass: string | null,
): Promise<ImportPreview> {
  const read = file.rows.map((row) => ({ line: row.line, ...readRow(row, fileClass) }));
  const existing = await learnersNamed(
    db,
    read.filter((r) => r.problem === null).map((r) => r.name),
  );
  const duplicate = duplicateChecker(existing);
  const rows = read.map((row) => {
    if (row.problem !== null) return row;
    const problem = duplicate(row.line, row.name, row.className);
    return problem === null ? row : { ...row, problem, duplicate: true };
  });
  const problems = rows.filter((row) => row.problem !== null).length;
  return {
    rows,
    toAdd: rows.length - problems,
    problems,
    headerSkipped: file.headerSkipped,
    encoding: file.encoding,
  };
}

/**
 * POST /api/office/learners/import: adds the rows the preview accepted, in one transaction with
 * one audit row naming them all and one re-division. A row whose child was added meanwhile (or
 * that repeats another) is skipped and said so.
 */
export async function commitImport(
  deps: LearnerDeps,
  actor: StaffActor,
  input: ImportConfirm,
): Promise<ImportResult> {
  return changeLearners(deps, async (trx) => {
    const duplicate = duplicateChecker(
      await learnersNamed(
        trx,
        input.rows.map((r) => r.name),
      ),
    );
    const skipped: ImportPreviewRow[] = [];
    const adding: ImportConfirm['rows'] = [];
    for (const row of input.rows) {
      const problem = duplicate(row.line, row.name, row.className);
      // A second child of the same name, confirmed by the office, is added all the same.
      if (problem && !row.allowDuplicate)
        skipped.push({
          line: row.line,
          name: row.name,
          className: row.className,
          problem,
          duplicate: true,
        });
      else adding.push(row);
    }
    if (adding.length === 0) return { added: 0, skipped, division: null };
    const now = new Date().toISOString();
    for (let i = 0; i < adding.length; i += 200) {
      await trx
        .insertInto('learners')
        .values(
          adding.slice(i, i + 200).map((row) => ({
            name: row.name,
            class_name: row.className,
            active: true,
            image_url: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const division = await redivide(trx, deps);
    const perClass = new Map<string | null, number>();
    for (const row of adding) perClass.set(row.className, (perClass.get(row.className) ?? 0) + 1);
    const where = [...perClass].map(([className, count]) => `${count} ${inClass(className)}`);
    await recordAudit(trx, actor, {
      area: 'learners',
      action: 'learner.import',
      summary: `Imported ${adding.length} learners from a CSV file: ${where.join(', ')}${
        skipped.length > 0 ? `; ${skipped.length} rows skipped` : ''
      }`,
      after: {
        learners: adding.map((r) => ({
          name: r.name,
          className: r.className,
          ...(r.allowDuplicate ? { sameNameConfirmed: true } : {}),
        })),
        skipped: skipped.map((r) => ({ line: r.line, name: r.name, problem: r.problem })),
        division,
      },
    });
    return { added: adding.length, skipped, division };
  });
}
