// The days area's payloads (one zod schema per payload, used by server and client): the office's
// view of one learning day and the changes a teacher makes to it (issue 9 §3).
import { z } from 'zod';
import { isDay } from '../calendar/day.ts';
import { MISHNAH } from '../catalogue/index.ts';
import { classFilterSchema, nameSearchSchema } from './learners.ts';
import { idSchema } from '../schemas/ids.ts';
import { pageQuerySchema, pagedSchema } from './paging.ts';
import { registerLineSchema } from './register.ts';

/** A calendar day in a path or query: a real date written YYYY-MM-DD (2026-02-30 is refused). */
export const officeDaySchema = z
  .string({ error: 'day must be a date written YYYY-MM-DD' })
  .refine(isDay, { error: 'day must be a real date written YYYY-MM-DD' });

export const dayParamSchema = z.object({ day: officeDaySchema });

const PEREK_INDEX_ERROR = `perekIndex must be a whole number from 0 to ${MISHNAH.perakim.length - 1}`;

/**
 * A perek of the day by its place in the whole Mishnah, 0..524, as a path writes it: digits only
 * (an empty segment is not perek 0).
 */
export const perekIndexSchema = z
  .string({ error: PEREK_INDEX_ERROR })
  .regex(/^\d{1,3}$/, { error: PEREK_INDEX_ERROR })
  .transform(Number)
  .pipe(z.number().max(MISHNAH.perakim.length - 1, { error: PEREK_INDEX_ERROR }));

export const dayPerekParamSchema = z.object({ day: officeDaySchema, perekIndex: perekIndexSchema });
export const dayLearnerParamSchema = z.object({
  day: officeDaySchema,
  learnerId: idSchema('learnerId'),
});

/** The columns the day table sorts by on the server. */
export const DAY_SORTS = ['perek', 'learner', 'class', 'doneAt'] as const;
export type DaySort = (typeof DAY_SORTS)[number];

/** all | open ("not finished yet": what a teacher checks at the end of the day) | done. */
export const DAY_STATUSES = ['all', 'open', 'done'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/**
 * GET /api/office/days/:day — filters: `class` (a class name, or NO_CLASS for children without
 * one), `status`, `search` (a learner's name or a masechet, Hebrew or English), `learner` (one
 * child's perakim).
 */
export const dayQuerySchema = pageQuerySchema(DAY_SORTS, 'perek').extend({
  class: classFilterSchema,
  status: z
    .enum(DAY_STATUSES, { error: `status must be one of: ${DAY_STATUSES.join(', ')}` })
    .default('all'),
  search: nameSearchSchema,
  learner: idSchema('learner').optional(),
});
export type DayQuery = z.infer<typeof dayQuerySchema>;

/** The `class` filter's value for children who have no class. */
export const NO_CLASS = '-';

/** How a perek was marked done (assignments.done_source). */
export const DONE_SOURCES = ['station', 'staff_scan', 'hand'] as const;
export type DoneSource = (typeof DONE_SOURCES)[number];

/** One perek of the day with its learner and state: a row of the day table. */
export const dayPerekSchema = z.object({
  perekIndex: z.number().int(),
  /** Hebrew, e.g. "ברכות פרק א". */
  perek: z.string(),
  /** Hebrew masechet name, e.g. "ברכות". */
  masechet: z.string(),
  barcode: z.string(),
  learner: z.object({
    id: z.number().int(),
    name: z.string(),
    className: z.string().nullable(),
    active: z.boolean(),
  }),
  done: z.boolean(),
  /** ISO instant (UTC); shown in London time. */
  doneAt: z.string().nullable(),
  doneSource: z.enum(DONE_SOURCES).nullable(),
  /** The station's name (source 'station') or the staff member's (the others). */
  doneBy: z.string().nullable(),
  /** The recording's address, or null. */
  recording: z.string().nullable(),
  /**
   * A teacher gave this perek to this learner: when learners change, the re-division of a day not
   * yet begun leaves it with them (while they are active). Always sent by the server.
   */
  movedByHand: z.boolean().optional(),
});
export type DayPerek = z.infer<typeof dayPerekSchema>;

export const classProgressSchema = z.object({
  /** null: children without a class. */
  className: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
});
export type ClassProgress = z.infer<typeof classProgressSchema>;

/** Why a day has no learning: not yet laid out (ahead), or before the programme began. */
export const NOT_LAID_OUT = ['ahead', 'before'] as const;

/** GET /api/office/days/:day. */
export const dayViewSchema = z.object({
  day: z.string(),
  /** e.g. "יום ראשון, י״ב כסלו תשפ״ז, פרשת וישלח". */
  hebrewDate: z.string(),
  /** Today in London, by the server's clock (so the tablet's own clock does not matter). */
  today: z.string(),
  /** Whether the day's learning is laid out (its 525 perakim divided). */
  laidOut: z.boolean(),
  /** When it is not: why, and (ahead) the day it will be laid out on. */
  notLaidOut: z
    .object({ reason: z.enum(NOT_LAID_OUT), layoutOn: z.string().nullable() })
    .nullable(),
  /** What may be done on this day (the rules are the server's; the page explains them). */
  can: z.object({ reassign: z.boolean(), markDone: z.boolean() }),
  summary: z.object({
    done: z.number().int(),
    total: z.number().int(),
    classes: z.array(classProgressSchema),
  }),
  /** The classes' morning registers of the day (issue 27 §3), by class name. */
  registers: z.array(registerLineSchema).optional(),
  page: pagedSchema(dayPerekSchema),
});
export type DayView = z.infer<typeof dayViewSchema>;

/** GET /api/office/days/:day/learners: active learners to give perakim to. */
export const dayLearnersQuerySchema = z.object({
  search: nameSearchSchema,
  class: classFilterSchema,
  exclude: idSchema('exclude').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 200' })
    .int({ error: 'limit must be a whole number from 1 to 200' })
    .min(1, { error: 'limit must be a whole number from 1 to 200' })
    .max(200, { error: 'limit must be a whole number from 1 to 200' })
    .default(20),
});

export const dayLearnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  className: z.string().nullable(),
  /** Their perakim of the day, and how many are still open. */
  perakim: z.number().int(),
  open: z.number().int(),
});
export type DayLearner = z.infer<typeof dayLearnerSchema>;
export const dayLearnersSchema = z.object({ learners: z.array(dayLearnerSchema) });

/**
 * POST /api/office/days/:day/perakim/:perekIndex/reassign. `fromLearnerId` is who the page
 * showed: if the perek moved meanwhile the change is refused rather than made over someone
 * else's.
 */
export const reassignPerekSchema = z.strictObject({
  learnerId: idSchema('learnerId'),
  fromLearnerId: idSchema('fromLearnerId').optional(),
});
export type ReassignPerek = z.infer<typeof reassignPerekSchema>;

/** At most this many learners share an absent child's perakim. */
export const MAX_SHARE_WITH = 100;

/** POST /api/office/days/:day/learners/:learnerId/reassign-open: all of a child's open perakim. */
export const reassignOpenSchema = z.strictObject({
  toLearnerIds: z
    .array(idSchema('toLearnerIds'), { error: 'toLearnerIds must be a list of learner ids' })
    .min(1, { error: 'Choose at least one learner to give the perakim to' })
    .max(MAX_SHARE_WITH, { error: `Choose at most ${MAX_SHARE_WITH} learners` })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'Each learner may be chosen only once',
    }),
});
export type ReassignOpen = z.infer<typeof reassignOpenSchema>;

export const movedPerekSchema = z.object({
  perekIndex: z.number().int(),
  perek: z.string(),
  toLearnerId: z.number().int(),
  toName: z.string(),
});
export const reassignReplySchema = z.object({
  moved: z.array(movedPerekSchema),
});
export type ReassignReply = z.infer<typeof reassignReplySchema>;

/** POST …/done and …/undo answer with the perek as it now is. */
export const perekReplySchema = z.object({ perek: dayPerekSchema });

/**
 * How an absent child's open perakim are shared (the server applies this, the page shows it
 * before it happens): in perek order, round the chosen learners in the order given, so each gets
 * the same number, give or take one.
 */
export function spreadEvenly<P, L>(perakim: readonly P[], learners: readonly L[]): [P, L][] {
  if (learners.length === 0) return [];
  return perakim.map((perek, i) => [perek, learners[i % learners.length] as L]);
}

/** The Hebrew perek and masechet of a perek index (the catalogue's names). */
export function perekNames(perekIndex: number): { perek: string; masechet: string } {
  const perek = MISHNAH.perakim[perekIndex];
  return {
    perek: perek?.hebrew ?? '',
    masechet: MISHNAH.masechtos[perek?.masechet ?? -1]?.hebrew ?? '',
  };
}

/**
 * The perek indexes whose masechet matches a search text (Hebrew "ברכות", English "Berakhot" or
 * a part of either), so the day table can be searched by masechet on the server.
 */
export function perakimOfMasechetSearch(text: string): number[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const masechtos = new Set(
    MISHNAH.masechtos
      .filter((m) => m.hebrew.includes(needle) || m.name.toLowerCase().includes(needle))
      .map((m) => m.index),
  );
  const byPerek = MISHNAH.perakim
    .filter((p) => masechtos.has(p.masechet) || p.hebrew === text.trim())
    .map((p) => p.index);
  return byPerek;
}
