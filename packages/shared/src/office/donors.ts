import { z } from 'zod';
import { idSchema } from '../schemas/ids.ts';
import { contactInfoSchema } from '../signup/schemas.ts';
import { dedicationRowSchema, officePaymentSchema } from './dedications.ts';
import { donorNoteSchema } from './donor-notes.ts';
import { mailLogEntrySchema } from './mail-log.ts';
import { messageRowSchema } from './messages.ts';
import { pageQuerySchema, pagedSchema, searchText } from './paging.ts';

/**
 * The donors area's payloads (issue 12 §2), used by the server and the console. Routes, all
 * under /api/office/donors (owner and office only):
 *
 * - GET   /api/office/donors?search&page&pageSize&sort&dir → DonorList
 * - GET   /api/office/donors/:id → DonorDetail (a merged record says which donor it joined)
 * - PATCH /api/office/donors/:id DonorContactEdit → DonorDetail; 409 email_taken
 * - POST  /api/office/donors/:id/resend-id → DonorResent (the donor ID e-mailed again); 503
 *         mail_failed when the mail server cannot take it (nothing changed, nothing audited)
 * - POST  /api/office/donors/:id/merge DonorMerge → DonorDetail of the survivor (`:id`)
 * - POST  /api/office/donors/:id/notes DonorNoteNew → DonorDetail (donor-notes.ts)
 */

export const DONOR_OFFICE_ERROR = {
  notFound: 'donor_not_found',
  emailTaken: 'email_taken',
  merged: 'donor_merged',
  sameDonor: 'same_donor',
  mailFailed: 'mail_failed',
} as const;

/** The 503 of a donor ID e-mail the mail server could not take, as the console shows it. */
export const DONOR_MAIL_FAILED_MESSAGE =
  'The e-mail could not be sent just now; nothing was changed. Try again in a few minutes.';

export const DONOR_SORTS = ['name', 'email', 'donorNumber', 'created'] as const;
export type DonorSort = (typeof DONOR_SORTS)[number];

/** GET /api/office/donors: search in the name (typed on any keyboard), e-mail, donor ID, phone. */
export const donorListQuerySchema = pageQuerySchema(DONOR_SORTS, 'name').extend({
  search: searchText,
});
export type DonorListQuery = z.infer<typeof donorListQuerySchema>;

export const donorRowSchema = z.object({
  id: z.number().int(),
  donorNumber: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  dedications: z.number().int().nonnegative(),
  donations: z.number().int().nonnegative(),
});
export type DonorRow = z.infer<typeof donorRowSchema>;
export const donorListSchema = pagedSchema(donorRowSchema);
export type DonorList = z.infer<typeof donorListSchema>;

export const officeDonationSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  createdAt: z.string(),
});
export type OfficeDonation = z.infer<typeof officeDonationSchema>;

/** A donor record merged into another: its donor ID, and the survivor it leads to. */
export const mergedRecordSchema = z.object({
  id: z.number().int(),
  donorNumber: z.string(),
  email: z.string(),
  mergedAt: z.string(),
});

export const donorDetailSchema = donorRowSchema.extend({
  /** Set when this record was merged into another: the survivor's id and donor ID. */
  mergedInto: z.object({ id: z.number().int(), donorNumber: z.string() }).nullable(),
  /** Records merged into this one; their donor IDs still sign in here. */
  merged: z.array(mergedRecordSchema),
  dedicationList: z.array(dedicationRowSchema),
  donationList: z.array(officeDonationSchema),
  payments: z.array(officePaymentSchema),
  /** The e-mails sent to or about the donor (the mail log), newest first. */
  emails: z.array(mailLogEntrySchema),
  /** The office's notes of the donor (calls, visits, letters), newest first. */
  notes: z.array(donorNoteSchema),
  /** Their contact-form messages (sent from their e-mail or a merged record's), newest first. */
  messages: z.array(messageRowSchema),
});
export type DonorDetail = z.infer<typeof donorDetailSchema>;

/**
 * PATCH /api/office/donors/:id: the contact details, by sign-up's own rules (contactInfoSchema).
 * A phone may be left empty (a general donation's donor may have given none).
 */
export const donorContactEditSchema = z.strictObject({
  name: contactInfoSchema.shape.name,
  email: contactInfoSchema.shape.email,
  phone: z
    .literal('')
    .transform(() => null)
    .or(contactInfoSchema.shape.phone),
});
export type DonorContactEdit = z.infer<typeof donorContactEditSchema>;
export type DonorContactEditInput = z.input<typeof donorContactEditSchema>;

export const donorResentSchema = z.object({ sentTo: z.string() });
export type DonorResent = z.infer<typeof donorResentSchema>;

/** POST /api/office/donors/:id/merge: the record to merge into `:id` (the survivor). */
export const donorMergeSchema = z.strictObject({ mergeId: idSchema('mergeId') });
export type DonorMerge = z.infer<typeof donorMergeSchema>;
