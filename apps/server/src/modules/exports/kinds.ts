import { londonDayEnd, londonDayStart, type ExportKind, type ExportQuery } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { dedicationsExport } from './kinds/dedications.ts';
import { donationsExport } from './kinds/donations.ts';
import { donorsExport } from './kinds/donors.ts';
import { paymentsExport } from './kinds/payments.ts';
import { refundsExport } from './kinds/refunds.ts';
import type { ExportDefinition, ExportRange } from './kinds/shared.ts';

export type { ExportDefinition } from './kinds/shared.ts';

/** Each kind of export, one file each in kinds/. */
/** Each kind reads the range; a dedication's status is also read against today (London). */
const KINDS: Record<ExportKind, (db: Db, range: ExportRange, today: string) => ExportDefinition> = {
  dedications: dedicationsExport,
  donors: donorsExport,
  payments: paymentsExport,
  refunds: refundsExport,
  donations: donationsExport,
};

/** The export of `kind` over the London days `range.from` to `range.to`, both included. */
export function exportDefinition(
  db: Db,
  kind: ExportKind,
  range: ExportQuery,
  today: string,
): ExportDefinition {
  return KINDS[kind](db, { from: londonDayStart(range.from), to: londonDayEnd(range.to) }, today);
}
