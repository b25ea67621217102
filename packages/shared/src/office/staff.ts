import { z } from 'zod';
import { emailAddress, requiredText } from '../schemas/text.ts';
import { pagedSchema, pageQuerySchema, searchText } from './paging.ts';
import { staffRoleSchema, type StaffRole } from './roles.ts';

/** A person's name as the office types it: one line, no invisible control characters. */
export const staffNameSchema = requiredText('Name', 100);

/** A new staff member (the console's invite form, and `npm run staff -- add`). */
export const newStaffSchema = z.strictObject({
  email: emailAddress('Email'),
  name: staffNameSchema,
  role: staffRoleSchema,
});
export type NewStaff = z.infer<typeof newStaffSchema>;

/**
 * Where an account stands: `active` (has a password and may sign in), `invited` (no password
 * yet: waiting for their one-time link) or `off` (switched off: cannot sign in, links dead).
 */
export const staffStates = ['active', 'invited', 'off'] as const;
export const staffStateSchema = z.enum(staffStates, {
  error: 'state must be active, invited or off',
});
export type StaffState = z.infer<typeof staffStateSchema>;

export const STAFF_STATE_LABELS: Record<StaffState, string> = {
  active: 'Active',
  invited: 'Invited — no password yet',
  off: 'Switched off',
};

/** What each role opens, in the words the owner reads when choosing one. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, and manages staff accounts.',
  office:
    'Everything but staff accounts: the money (dedications, donors, payments and refunds, needs attention), messages, reports and exports, as well as learners, days, the register (and who teaches each class), barcode sheets, recordings, scanner stations, plans and the audit log.',
  teacher:
    'Learners, days, the morning register of their classes, barcode sheets, recordings and scanning.',
};

/** One row of the staff list (GET /api/office/staff). */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  state: staffStateSchema,
  /** Whether they have chosen a password (a switched-off account may have one or not). */
  hasPassword: z.boolean(),
  /** The last request of one of their sessions, or their last sign-in (null: none lately). */
  lastSeenAt: z.string().nullable(),
  /** When their newest one-time link stops working (null: none that still works). */
  linkExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const STAFF_SORTS = ['name', 'role', 'state', 'lastSeen'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** GET /api/office/staff?page&pageSize&sort&dir&state&search. */
export const staffListQuerySchema = pageQuerySchema(STAFF_SORTS, 'name').extend({
  state: staffStateSchema.optional(),
  search: searchText,
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffPageSchema = pagedSchema(staffMemberSchema);
export type StaffPage = z.infer<typeof staffPageSchema>;

/** PATCH /api/office/staff/:id: correct a name or e-mail, or change the role (any of them). */
export const staffChangeSchema = z
  .strictObject({
    name: staffNameSchema.optional(),
    email: emailAddress('Email').optional(),
    role: staffRoleSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: 'Say what to change: name, email or role',
  });
export type StaffChange = z.infer<typeof staffChangeSchema>;

/** PUT /api/office/staff/:id/active: switch an account off (ends its sessions) or on again. */
export const staffActiveSchema = z.strictObject({
  active: z.boolean({ error: 'active must be true or false' }),
});
export type StaffActive = z.infer<typeof staffActiveSchema>;

/**
 * The answer to an invitation (POST /api/office/staff) or a new link
 * (POST /api/office/staff/:id/link). `link` is given only when the e-mail could not be sent, so
 * the owner can pass it on by hand and the invitation is never lost.
 */
export const staffLinkSentSchema = z.object({
  member: staffMemberSchema,
  mailed: z.boolean(),
  link: z.string().nullable(),
  expiresAt: z.string(),
});
export type StaffLinkSent = z.infer<typeof staffLinkSentSchema>;
