import {
  auditFiltersSchema,
  auditPageSchema,
  type AuditFilters,
  type AuditPage,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';

export const auditKey = ['office', 'audit'] as const;

/** GET /api/office/audit?… (the query string of useListParams). */
export const fetchAuditPage = async (query: string, signal?: AbortSignal): Promise<AuditPage> =>
  auditPageSchema.parse(await api.get(`/api/office/audit?${query}`, { signal }));

/** GET /api/office/audit/filters: the people and kinds that appear in the log. */
export const fetchAuditFilters = async (signal?: AbortSignal): Promise<AuditFilters> =>
  auditFiltersSchema.parse(await api.get('/api/office/audit/filters', { signal }));
