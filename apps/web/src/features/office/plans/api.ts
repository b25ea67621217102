import {
  officePlanListSchema,
  officePlanSchema,
  type OfficePlan,
  type PlanEdit,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';

/** Every office plans query's key starts here; an edit refreshes them all. */
export const officePlansKey = ['office', 'plans'] as const;

/** GET /api/office/plans: every plan, offered or not, in position order. */
export const fetchOfficePlans = async (signal?: AbortSignal): Promise<OfficePlan[]> =>
  officePlanListSchema.parse(await api.get('/api/office/plans', { signal }));

/** GET /api/office/plans/:id. */
export const fetchOfficePlan = async (id: number, signal?: AbortSignal): Promise<OfficePlan> =>
  officePlanSchema.parse(await api.get(`/api/office/plans/${id}`, { signal }));

/** PATCH /api/office/plans/:id: price, texts, offered; `updatedAt` guards a parallel edit. */
export const editPlan = async (
  id: number,
  body: PlanEdit & { updatedAt: string },
): Promise<OfficePlan> => officePlanSchema.parse(await api.patch(`/api/office/plans/${id}`, body));
