import { z } from 'zod';
import { dedicationKindSchema } from './plan.ts';
import { idSchema } from './ids.ts';
import { emailAddress, requiredText } from './text.ts';
import { myContactSchema, renewalSchema } from '../my-page/index.ts';

/** A day's progress over one seder (spec §3 Sedarim entry): Hebrew name and percent done. */
export const sederProgressSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  done: z.number().min(0).max(100),
});

/** A day's progress over one masechet. */
export const masechetProgressSchema = z.object({
  index: z.number().int(),
  seder: z.number().int(),
  name: z.string(),
  done: z.number().min(0).max(100),
  perakim: z.number().int(),
  perakimDone: z.number().int(),
});

/** One learner's perek of the day (spec §3 Member). */
export const memberSchema = z.object({
  name: z.string(),
  /** Hebrew, e.g. "ברכות פרק א". */
  perek: z.string(),
  image: z.string().nullable(),
  done: z.boolean(),
  /** Audio URL, or null when there is no recording. */
  recording: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/** The Hebrew date of a learning day as the progress header shows it. */
export const learningDaySchema = z.object({
  /** YYYY-MM-DD (Europe/London). */
  day: z.string(),
  /** e.g. "יום ראשון, י״ב כסלו תשפ״ז, פרשת וישלח". */
  hebrew: z.string(),
});

/** The progress of one learning day: what the personal page and /progress show. */
export const dayProgressSchema = z.object({
  date: learningDaySchema,
  sedorim: z.array(sederProgressSchema),
  mesechtas: z.array(masechetProgressSchema),
  members: z.array(memberSchema),
  /** Whole day, percent 0–100 (not rounded; the panel rounds). */
  total: z.number().min(0).max(100),
  chapters_done: z.number().int(),
  chapters_not_done: z.number().int(),
});
export type DayProgress = z.infer<typeof dayProgressSchema>;

/** GET /api/enrollment/{id}[?day=N | ?_id=dateId] (spec §3 Enrollment call response). */
export const enrollmentProgressSchema = dayProgressSchema.extend({
  enrollment: z.object({
    id: z.number(),
    kind: dedicationKindSchema,
    name: z.string(),
    title: z.string(),
    /**
     * The Hebrew date of passing (month 1–14, day), which a relative's "Dedicate a day too"
     * fills in (issue 26 §5); null when the dedication keeps none (merit, refuah).
     */
    passing: z.object({ month: z.number().int(), day: z.number().int() }).nullable().optional(),
    /** The learning day shown (spec §3 Enrollment: kind, date, name); the same as `date`. */
    date: learningDaySchema,
    /** Which of the enrollment's dates this is, 1-based, and how many there are. */
    position: z.number().int(),
    dates: z.number().int(),
  }),
  show_recordings: z.boolean(),
});
export type EnrollmentProgress = z.infer<typeof enrollmentProgressSchema>;

/** GET /api/episode/{YYYY-MM-DD | today} (spec §3 episode-for-date response). */
export const episodeProgressSchema = dayProgressSchema.extend({
  /** The sponsors' names dedicated that day (joined for display). */
  name: z.string(),
  names: z.array(z.object({ name: z.string(), kind: dedicationKindSchema })),
  show_recordings: z.boolean(),
});
export type EpisodeProgress = z.infer<typeof episodeProgressSchema>;

/** GET /api/my-page (spec §3 Donor's my-page response). */
export const myPageSchema = z.object({
  name: z.string(),
  donorId: z.string(),
  /** The donor's contact details, which they may correct (issue 13 §4). */
  contact: myContactSchema,
  enrollments: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      name: z.string(),
      kind: dedicationKindSchema,
      /** A recurring dedication's next yearly renewal; null when it does not renew. */
      renewal: renewalSchema.nullable(),
      dates: z.array(
        z.object({
          id: z.number(),
          date: z.string(),
          /** Hebrew rendering of the date. */
          hebrew: z.string(),
          complete: z.boolean(),
          progress: z.number().int().min(0).max(100),
          /** A day after today (London): its learning has not begun. */
          upcoming: z.boolean(),
        }),
      ),
    }),
  ),
});
export type MyPage = z.infer<typeof myPageSchema>;

/**
 * GET /api/enrollment/:id?day=…&_id=…: which of the enrollment's dates to show, by its place
 * among them (1-based, as My Page links it), by the date itself (YYYY-MM-DD) or by its own id.
 * `day` comes from links people keep and share, so any text is taken and one that names none of
 * the dedication's dates is answered with the dates it has (keepsakes/date-refusal.ts), never a
 * bare 400. `_id` is bounded like every id, so a huge one is a 400 on both engines.
 */
export const enrollmentQuerySchema = z.object({
  day: z.string().max(64, { error: 'day is too long' }).optional(),
  _id: idSchema('_id').optional(),
});
export type EnrollmentQuery = z.infer<typeof enrollmentQuerySchema>;

/** The e-mail of the login form: one rule for logging in and for asking for the donor ID again. */
export const loginEmail = () => emailAddress('Email Address');

/** POST /api/login (spec §3 Login credentials): e-mail and donor ID. */
export const loginSchema = z.strictObject({
  email: loginEmail(),
  id: requiredText('Donor ID Number', 12).regex(/^\d{6}$/, {
    error: 'Donor ID Number is the 6-digit number from your confirmation e-mail',
  }),
});
export type LoginRequest = z.infer<typeof loginSchema>;
export type LoginRequestInput = z.input<typeof loginSchema>;

export const loginReplySchema = z.object({ name: z.string() });

/** POST /api/donor-id-reminder (issue 13 §3): "E-mail me my donor ID" on the login page. */
export const donorIdReminderSchema = z.strictObject({ email: loginEmail() });
export type DonorIdReminderRequest = z.infer<typeof donorIdReminderSchema>;
export type DonorIdReminderInput = z.input<typeof donorIdReminderSchema>;

export const donorIdReminderReplySchema = z.object({ message: z.string() });

/** A one-click sign-in link's token: 32 random bytes, base64url (43 characters). */
export const signInTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'That sign-in link is not complete. Please copy the whole link from the e-mail.',
});
/** POST /api/sign-in-link: the token of the e-mailed link, spent for a session. */
export const signInLinkSchema = z.strictObject({ token: signInTokenSchema });
