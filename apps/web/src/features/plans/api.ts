import { planListSchema } from '@zechus/shared';
import type { Plan } from '@zechus/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** GET /api/plans — the plan list, in the order received (spec §3, §7). */
export const plansQuery = queryOptions({
  queryKey: ['plans'],
  queryFn: async ({ signal }): Promise<Plan[]> =>
    planListSchema.parse(await api.get('/api/plans', { signal })),
});

export const usePlans = () => useQuery(plansQuery);
