import {
  donorDetailSchema,
  donorListSchema,
  donorResentSchema,
  type DonorContactEditInput,
  type DonorNoteNewInput,
  type DonorDetail,
  type DonorList,
  type DonorResent,
} from '@zechus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const BASE = '/api/office/donors';

export const donorsKeys = {
  all: ['office', 'donors'] as const,
  list: (query: string) => ['office', 'donors', 'list', query] as const,
  detail: (id: number) => ['office', 'donors', 'detail', id] as const,
};

export const fetchDonors = async (query: string, signal?: AbortSignal): Promise<DonorList> =>
  donorListSchema.parse(await api.get(`${BASE}?${query}`, { signal }));

export const fetchDonor = async (id: number, signal?: AbortSignal): Promise<DonorDetail> =>
  donorDetailSchema.parse(await api.get(`${BASE}/${id}`, { signal }));

export const editContact = async (id: number, body: DonorContactEditInput): Promise<DonorDetail> =>
  donorDetailSchema.parse(await api.patch(`${BASE}/${id}`, body));

export const resendDonorId = async (id: number): Promise<DonorResent> =>
  donorResentSchema.parse(await api.post(`${BASE}/${id}/resend-id`, {}));

export const addNote = async (id: number, body: DonorNoteNewInput): Promise<DonorDetail> =>
  donorDetailSchema.parse(await api.post(`${BASE}/${id}/notes`, body));

export const mergeDonor = async (survivorId: number, mergeId: number): Promise<DonorDetail> =>
  donorDetailSchema.parse(await api.post(`${BASE}/${survivorId}/merge`, { mergeId }));

/** After a change: the donor as answered is shown; lists and dedications are read again. */
export function useDonorChanged(): (detail: DonorDetail) => Promise<void> {
  const client = useQueryClient();
  return async (detail) => {
    client.setQueryData(donorsKeys.detail(detail.id), detail);
    await Promise.all([
      client.invalidateQueries({ queryKey: [...donorsKeys.all, 'list'] }),
      client.invalidateQueries({ queryKey: ['office', 'dedications'] }),
    ]);
  };
}
