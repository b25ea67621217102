import {
  attentionCountSchema,
  attentionListSchema,
  attentionOutcomeSchema,
  type AttentionAction,
  type AttentionItem,
  type AttentionList,
  type AttentionOutcome,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';

const BASE = '/api/office/attention';

export const attentionKeys = {
  all: ['office', 'attention'] as const,
  list: ['office', 'attention', 'list'] as const,
  count: ['office', 'attention', 'count'] as const,
};

export const fetchAttention = async (signal?: AbortSignal): Promise<AttentionList> =>
  attentionListSchema.parse(await api.get(BASE, { signal }));

export const fetchAttentionCount = async (signal?: AbortSignal): Promise<number> =>
  attentionCountSchema.parse(await api.get(`${BASE}/count`, { signal })).count;

const PATHS: Record<AttentionItem['kind'], string> = {
  payment: 'payments',
  renewal: 'renewals',
  mail: 'mails',
  refund: 'refunds',
  // No decision is made here about a dispute (it is answered in Stripe's dashboard).
  dispute: 'disputes',
};

/** POST /api/office/attention/<kind>s/:id/<action>. */
export const decide = async (
  item: AttentionItem,
  action: AttentionAction,
): Promise<AttentionOutcome> =>
  attentionOutcomeSchema.parse(await api.post(`${BASE}/${PATHS[item.kind]}/${item.id}/${action}`));
