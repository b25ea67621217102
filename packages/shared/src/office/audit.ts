import { z } from 'zod';
import { addDays, isDay, londonDay } from '../calendar/day.ts';
import { auditEntrySchema } from './audit-entry.ts';
import { idSchema } from '../schemas/ids.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { OFFICE_AREA_ROLES, type OfficeArea } from './roles.ts';

/** The person filter's value for changes made at the server's command line (`npm run staff`). */
export const AUDIT_COMMAND_LINE = 'command-line';

const officeAreas = Object.keys(OFFICE_AREA_ROLES) as [OfficeArea, ...OfficeArea[]];

const day = (label: string) =>
  z
    .string()
    .refine((value) => isDay(value) && value >= '1900-01-01' && value <= '2999-12-31', {
      error: `${label} must be a date written YYYY-MM-DD`,
    })
    .optional();

/**
 * GET /api/office/audit: newest first by default, paged; filtered by who (a staff member's id,
 * or `command-line`), by kind (area, and an action within it) and by London dates, both ends
 * included.
 */
export const auditQuerySchema = pageQuerySchema(['at'], 'at')
  .extend({
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('desc'),
    person: z
      .union([z.literal(AUDIT_COMMAND_LINE), idSchema('person')], {
        error: `person must be a staff member’s number or ${AUDIT_COMMAND_LINE}`,
      })
      .optional(),
    area: z
      .enum(officeAreas, { error: `area must be one of: ${officeAreas.join(', ')}` })
      .optional(),
    action: z
      .string()
      .regex(/^[a-z_]{1,40}\.[a-z_]{1,40}$/, { error: 'action must look like thing.verb' })
      .optional(),
    from: day('from'),
    to: day('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The first date must be on or before the last date',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = pagedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/office/audit/filters: the people and kinds that appear in the log. */
export const auditFiltersSchema = z.object({
  people: z.array(
    z.object({
      /** A staff member's id as text, or AUDIT_COMMAND_LINE. */
      value: z.string(),
      name: z.string(),
      /** Null for the command line. */
      email: z.string().nullable(),
    }),
  ),
  kinds: z.array(z.object({ area: z.string(), actions: z.array(z.string()) })),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/**
 * The instant a London day begins, as ISO UTC text (the audit log's timestamps). Clocks change
 * at 01:00 UTC, never at midnight, so London's midnight is 00:00 UTC in winter and 23:00 UTC the
 * day before in summer.
 */
export function londonDayStart(day: string): string {
  if (!isDay(day)) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  const utcMidnight = new Date(`${day}T00:00:00.000Z`);
  const hourBefore = new Date(utcMidnight.getTime() - 3_600_000);
  return (londonDay(hourBefore) === day ? hourBefore : utcMidnight).toISOString();
}

/** The instant after a London day ends (the start of the next one). */
export const londonDayEnd = (day: string): string => londonDayStart(addDays(day, 1));

/** 'learner.password_set' → 'Password set': an action's verb as a person reads it. */
export const auditVerb = (action: string): string => {
  const verb = (action.split('.')[1] ?? action).replaceAll('_', ' ');
  return verb.charAt(0).toUpperCase() + verb.slice(1);
};
