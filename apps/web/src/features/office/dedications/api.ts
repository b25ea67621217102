import {
  dedicationCancelAnswerSchema,
  dedicationDetailSchema,
  dedicationListSchema,
  type DedicationCancel,
  type DedicationCancelAnswer,
  type DedicationDetail,
  type DedicationEditInput,
  type DedicationList,
} from '@zechus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const BASE = '/api/office/dedications';

/** Query keys: everything of this area starts with ['office', 'dedications']. */
export const dedicationsKeys = {
  all: ['office', 'dedications'] as const,
  list: (query: string) => ['office', 'dedications', 'list', query] as const,
  detail: (id: number) => ['office', 'dedications', 'detail', id] as const,
};

export const fetchDedications = async (
  query: string,
  signal?: AbortSignal,
): Promise<DedicationList> =>
  dedicationListSchema.parse(await api.get(`${BASE}?${query}`, { signal }));

export const fetchDedication = async (
  id: number,
  signal?: AbortSignal,
): Promise<DedicationDetail> =>
  dedicationDetailSchema.parse(await api.get(`${BASE}/${id}`, { signal }));

export const editDedication = async (
  id: number,
  body: DedicationEditInput,
): Promise<DedicationDetail> =>
  dedicationDetailSchema.parse(await api.patch(`${BASE}/${id}`, body));

export const moveDate = async (
  id: number,
  dateId: number,
  day: string,
): Promise<DedicationDetail> =>
  dedicationDetailSchema.parse(await api.post(`${BASE}/${id}/dates/${dateId}/move`, { day }));

export const stopRenewal = async (id: number): Promise<DedicationDetail> =>
  dedicationDetailSchema.parse(await api.post(`${BASE}/${id}/stop-renewal`, {}));

/**
 * POST …/cancel with or without a refund, with the attempt's Idempotency-Key (lib/idempotency.ts):
 * a double click, or the same choice sent again after a lost answer, cancels and refunds once.
 */
export const cancelDedication = async (
  id: number,
  body: DedicationCancel,
  key: string,
): Promise<DedicationCancelAnswer> =>
  dedicationCancelAnswerSchema.parse(
    await api.post(`${BASE}/${id}/cancel`, body, { headers: { 'Idempotency-Key': key } }),
  );

/** After a change: the dedication as answered is shown, every list and donor read again. */
export function useDedicationChanged(): (detail: DedicationDetail) => Promise<void> {
  const client = useQueryClient();
  return async (detail) => {
    client.setQueryData(dedicationsKeys.detail(detail.id), detail);
    await Promise.all([
      client.invalidateQueries({ queryKey: [...dedicationsKeys.all, 'list'] }),
      client.invalidateQueries({ queryKey: ['office', 'donors'] }),
    ]);
  };
}
