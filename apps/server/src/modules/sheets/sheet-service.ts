import {
  MISHNAH,
  civilDateOf,
  hebrewDateOf,
  type LearnerSheet,
  type SheetDate,
  type Sheets,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { LEARNING_DAYS_AHEAD } from '../learning/daily-learning.ts';
import { barcodeSvg } from './barcodes.ts';
import {
  activeLearnersOf,
  assignmentsOf,
  classExists,
  isLaidOut,
  learnerById,
  type Whose,
} from './repository.ts';

export const SHEETS_ERROR = {
  notLaidOut: 'not_laid_out',
  unknownClass: 'unknown_class',
  unknownLearner: 'unknown_learner',
  notInClass: 'not_in_class',
  nothingToPrint: 'nothing_to_print',
} as const;

/** A perek on a sheet before its barcode is drawn (the PDF draws it; the print view gets SVG). */
export interface PerekLine {
  perekIndex: number;
  masechet: string;
  perek: string;
  seder: string;
  done: boolean;
  barcode: string;
}

export interface SheetData {
  date: SheetDate;
  className: string | null;
  sheets: (Omit<LearnerSheet, 'perakim'> & { perakim: PerekLine[] })[];
  withoutPerakim: { learnerId: number; name: string }[];
  /** The one child asked for, if one was. */
  learnerName?: string;
}

export function sheetDate(day: string): SheetDate {
  const hebrew = hebrewDateOf(day);
  return {
    day,
    civil: civilDateOf(day),
    weekday: hebrew.weekday,
    hebrew: hebrew.date,
    parsha: hebrew.parsha,
    full: hebrew.full,
  };
}

function perekLine(perekIndex: number, barcode: string, done: boolean): PerekLine {
  const perek = MISHNAH.perakim[perekIndex];
  const masechet = perek ? MISHNAH.masechtos[perek.masechet] : undefined;
  if (!perek || !masechet) throw new Error(`no perek ${perekIndex} in the catalogue`);
  return {
    perekIndex,
    masechet: masechet.hebrew,
    // "ברכות פרק א" less the masechet: the chapter as the catalogue writes it.
    perek: perek.hebrew.slice(masechet.hebrew.length).trim(),
    seder: MISHNAH.sedarim[perek.seder]?.hebrew ?? '',
    done,
    barcode,
  };
}

const byName = new Intl.Collator('he', { sensitivity: 'base', numeric: true });

/**
 * Checks what was asked for and answers in sentences when it cannot be printed: a day with no
 * learning laid out, a class no child has ever been in, a child who is not there.
 */
async function checkRequest(db: Db, day: string, whose: Whose): Promise<string | undefined> {
  if (!(await isLaidOut(db, day))) {
    throw new HttpError(
      404,
      SHEETS_ERROR.notLaidOut,
      `No learning is laid out for ${civilDateOf(day)}, so there are no sheets to print. ` +
        `The learning is laid out each day for the next ${LEARNING_DAYS_AHEAD} days.`,
    );
  }
  if (whose.className !== undefined && !(await classExists(db, whose.className))) {
    throw new HttpError(
      404,
      SHEETS_ERROR.unknownClass,
      `There is no class called “${whose.className}”. Choose one of the classes in the list.`,
    );
  }
  if (whose.learnerId === undefined) return undefined;
  const learner = await learnerById(db, whose.learnerId);
  if (!learner) {
    throw new HttpError(404, SHEETS_ERROR.unknownLearner, 'There is no child with that number.');
  }
  if (whose.className !== undefined && learner.class_name !== whose.className) {
    throw new HttpError(
      404,
      SHEETS_ERROR.notInClass,
      `${learner.name} is not in ${whose.className}.`,
    );
  }
  return learner.name;
}

/** The sheets of a class (or one child) for a day: each child's perakim in catalogue order. */
export async function loadSheets(db: Db, day: string, whose: Whose): Promise<SheetData> {
  const learnerName = await checkRequest(db, day, whose);
  const rows = await assignmentsOf(db, day, whose);
  const sheets = new Map<number, SheetData['sheets'][number]>();
  for (const row of rows) {
    let sheet = sheets.get(row.learner_id);
    if (!sheet) {
      sheet = {
        learnerId: row.learner_id,
        name: row.name,
        className: row.class_name,
        perakim: [],
      };
      sheets.set(row.learner_id, sheet);
    }
    sheet.perakim.push(perekLine(row.perek_index, row.barcode, row.done_at !== null));
  }
  const withoutPerakim = (await activeLearnersOf(db, whose))
    .filter((learner) => !sheets.has(learner.id))
    .map((learner) => ({ learnerId: learner.id, name: learner.name }))
    .sort((a, b) => byName.compare(a.name, b.name) || a.learnerId - b.learnerId);
  return {
    date: sheetDate(day),
    className: whose.className ?? null,
    sheets: [...sheets.values()].sort(
      (a, b) => byName.compare(a.name, b.name) || a.learnerId - b.learnerId,
    ),
    withoutPerakim,
    ...(learnerName !== undefined ? { learnerName } : {}),
  };
}

/** The sheets as the print view gets them: each barcode as bwip-js's SVG. */
export function withBarcodeImages(data: SheetData): Sheets {
  return {
    date: data.date,
    className: data.className,
    withoutPerakim: data.withoutPerakim,
    sheets: data.sheets.map((sheet) => ({
      ...sheet,
      perakim: sheet.perakim.map((line) => ({ ...line, barcode: barcodeSvg(line.barcode) })),
    })),
  };
}

/** A 404 in a sentence when a PDF would have no page. */
export function requireSomethingToPrint(data: SheetData): void {
  if (data.sheets.length > 0) return;
  const subject =
    data.learnerName !== undefined
      ? `${data.learnerName} has no`
      : `No child in ${data.className ?? 'this class'} has`;
  throw new HttpError(
    404,
    SHEETS_ERROR.nothingToPrint,
    `${subject} perakim on ${data.date.civil}, so there is nothing to print.`,
  );
}
