import { z } from 'zod';
import { isDay } from '../calendar/day.ts';

/**
 * The office's notes of a donor (issue 27 §6): a call, a visit, a letter or anything else, with
 * the day it happened, what was said and who wrote it down. On the donor's page, newest first.
 *
 * - POST /api/office/donors/:id/notes DonorNoteNew → DonorDetail (the note audited); 400 for a
 *        day in the future, 404 no such donor, 409 a record merged into another
 */

export const donorNoteKinds = ['call', 'visit', 'letter', 'other'] as const;
export const donorNoteKindSchema = z.enum(donorNoteKinds, {
  error: 'Choose what it was: a call, a visit, a letter or other',
});
export type DonorNoteKind = z.infer<typeof donorNoteKindSchema>;

export const DONOR_NOTE_KIND_LABELS: Record<DonorNoteKind, string> = {
  call: 'Call',
  visit: 'Visit',
  letter: 'Letter',
  other: 'Other',
};

/** The longest note: a page of a letter is enough; a whole letter belongs in a file. */
export const DONOR_NOTE_MAX = 2000;

export const DONOR_NOTE_ERROR = { futureDay: 'note_day_in_future' } as const;

export const donorNoteNewSchema = z.strictObject({
  kind: donorNoteKindSchema,
  day: z
    .string({ error: 'Choose the day it happened' })
    .max(20, { error: 'The day must be written YYYY-MM-DD' })
    .refine(isDay, { error: 'The day must be a real date, written YYYY-MM-DD' }),
  text: z
    .string({ error: 'Write what the note says' })
    .trim()
    .min(1, { error: 'Write what the note says' })
    .max(DONOR_NOTE_MAX, {
      error: `A note can hold up to ${DONOR_NOTE_MAX} characters: shorten it, or split it in two`,
    }),
});
export type DonorNoteNew = z.infer<typeof donorNoteNewSchema>;
export type DonorNoteNewInput = z.input<typeof donorNoteNewSchema>;

export const donorNoteSchema = z.object({
  id: z.number().int(),
  kind: donorNoteKindSchema,
  /** The day it happened (London), 'YYYY-MM-DD'. */
  day: z.string(),
  text: z.string(),
  /** Who wrote it, by their name at the time. */
  writtenBy: z.string(),
  createdAt: z.string(),
});
export type DonorNote = z.infer<typeof donorNoteSchema>;
