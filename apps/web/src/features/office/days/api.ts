import {
  dayLearnersSchema,
  dayViewSchema,
  perekReplySchema,
  reassignReplySchema,
  type DayLearner,
  type DayPerek,
  type DayView,
  type ReassignReply,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';
import { parseAnswer } from '../../../lib/parse.ts';

/**
 * Every days query's key starts here: a change made here — or by the recording dialog, which
 * invalidates this prefix — refreshes the day shown.
 */
export const daysKey = ['office', 'days'] as const;

const dayPath = (day: string) => `/api/office/days/${encodeURIComponent(day)}`;

/** GET /api/office/days/:day?… (the list's query string). */
export const fetchDay = async (
  day: string,
  query: string,
  signal?: AbortSignal,
): Promise<DayView> =>
  parseAnswer(dayViewSchema, await api.get(`${dayPath(day)}?${query}`, { signal }), 'day');

export interface LearnerQuery {
  search?: string;
  className?: string | null;
  exclude?: number;
  limit?: number;
}

/** GET /api/office/days/:day/learners: active learners to give perakim to. */
export const fetchDayLearners = async (
  day: string,
  { search, className, exclude, limit }: LearnerQuery,
  signal?: AbortSignal,
): Promise<DayLearner[]> => {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (className) query.set('class', className);
  if (exclude !== undefined) query.set('exclude', String(exclude));
  if (limit !== undefined) query.set('limit', String(limit));
  return parseAnswer(
    dayLearnersSchema,
    await api.get(`${dayPath(day)}/learners?${query}`, { signal }),
    'learners',
  ).learners;
};

/** POST …/perakim/:perekIndex/reassign. */
export const reassignPerek = async (
  day: string,
  perek: DayPerek,
  learnerId: number,
): Promise<ReassignReply> =>
  reassignReplySchema.parse(
    await api.post(`${dayPath(day)}/perakim/${perek.perekIndex}/reassign`, {
      learnerId,
      fromLearnerId: perek.learner.id,
    }),
  );

/** POST …/learners/:learnerId/reassign-open: all of an absent child's open perakim. */
export const reassignOpen = async (
  day: string,
  fromLearnerId: number,
  toLearnerIds: number[],
): Promise<ReassignReply> =>
  reassignReplySchema.parse(
    await api.post(`${dayPath(day)}/learners/${fromLearnerId}/reassign-open`, { toLearnerIds }),
  );

/** POST …/perakim/:perekIndex/done (by hand) or …/undo. */
export const changeDone = async (
  day: string,
  perekIndex: number,
  action: 'done' | 'undo',
): Promise<DayPerek> =>
  perekReplySchema.parse(await api.post(`${dayPath(day)}/perakim/${perekIndex}/${action}`, {}))
    .perek;
