import { z } from 'zod';

/**
 * One change made in the office, as the audit log lists it (DESIGN.md §6): who, when, what,
 * and the record before and after (JSON, null for a creation or a removal).
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The staff member's name at the time ("Command line" for `npm run staff`). */
  actor: z.string(),
  staffUserId: z.number().int().nullable(),
  area: z.string(),
  action: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
