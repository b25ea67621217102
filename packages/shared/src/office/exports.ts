import { z } from 'zod';
import { addDays, isDay } from '../calendar/day.ts';

/**
 * The exports area (DESIGN.md §6): a CSV file of one kind of record over London dates, both ends
 * included, streamed as it is read. Owners and the office:
 *
 * - GET /api/office/exports/:kind?from=YYYY-MM-DD&to=YYYY-MM-DD → text/csv (UTF-8 with a BOM,
 *       CRLF lines, RFC 4180), as the file `exportFileName(kind, from, to)`
 */

export const exportKinds = ['dedications', 'donors', 'payments', 'refunds', 'donations'] as const;
export type ExportKind = (typeof exportKinds)[number];

export const EXPORT_KIND_LABELS: Record<ExportKind, string> = {
  dedications: 'Dedications',
  donors: 'Donors',
  payments: 'Payments',
  refunds: 'Refunds',
  donations: 'Donations',
};

/** What each file holds, said on the export screen. */
export const EXPORT_KIND_HINTS: Record<ExportKind, string> = {
  dedications:
    'Every dedication made in the range: donor, plan, kind, Hebrew name, status, dates (cancelled ones listed apart).',
  donors: 'Donors who first gave in the range: donor ID, name, e-mail, phone.',
  payments:
    'Every card payment attempted in the range: amount, refunded so far, status, card brand and last four, reference.',
  refunds:
    'Every refund asked for in the range, on the day it was made: its payment, amount, status, reason and who asked.',
  donations: 'General donations given in the range: donor, amount, postcode.',
};

/** The longest range one file may cover (about five years): beyond it, the range is a mistake. */
export const MAX_EXPORT_DAYS = 1830;
const EARLIEST = '2000-01-01';
const LATEST = '2999-12-31';

export const EXPORT_ERROR = { badRange: 'bad_range' } as const;

export const exportParamsSchema = z.object({
  kind: z.enum(exportKinds, { error: `kind must be one of: ${exportKinds.join(', ')}` }),
});

const exportDay = (label: string) =>
  z
    .string({ error: `${label} is required, a date written YYYY-MM-DD` })
    .refine((value) => isDay(value) && value >= EARLIEST && value <= LATEST, {
      error: `${label} must be a date written YYYY-MM-DD`,
    });

/** The days between two days (0 for the same day). */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const exportQuerySchema = z
  .object({ from: exportDay('from'), to: exportDay('to') })
  .refine((range) => range.from <= range.to, {
    error: 'The first date must be on or before the last date',
    path: ['to'],
  })
  .refine((range) => range.from > range.to || daysBetween(range.from, range.to) < MAX_EXPORT_DAYS, {
    error: `One file covers at most ${MAX_EXPORT_DAYS} days (about five years): please choose a shorter range`,
    path: ['to'],
  });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** zechus-payments-2026-11-01-to-2026-11-30.csv */
export const exportFileName = (kind: ExportKind, from: string, to: string): string =>
  `zechus-${kind}-${from}-to-${to}.csv`;

/** The first and last day of the London month of `day`: the export screen's first choice. */
export function monthOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const next =
    month === 12
      ? `${year + 1}-01-01`
      : `${day.slice(0, 5)}${String(month + 1).padStart(2, '0')}-01`;
  return { from: `${day.slice(0, 7)}-01`, to: addDays(next, -1) };
}
