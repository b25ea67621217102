import type { Plan } from '@zechus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * GET /api/plans — the plan list, in the order received (spec §3, §7). Never fresh for long: the
 * office edits prices and texts, so every page that shows plans (About, How it Works, SignUp)
 * asks again when it mounts, showing the list it has meanwhile.
 */
export const plansQuery = queryOptions({
  queryKey: ['plans'],
  queryFn: ({ signal }) => api.get<Plan[]>('/api/plans', { signal }),
  staleTime: 0,
});

export const usePlans = () => useQuery(plansQuery);
