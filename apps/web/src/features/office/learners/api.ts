import {
  classListSchema,
  importPreviewSchema,
  importResultSchema,
  learnerChangeSchema,
  learnerDetailSchema,
  learnerListSchema,
  type ClassSummary,
  type ImportConfirmInput,
  type ImportPreview,
  type ImportResult,
  type LearnerChange,
  type LearnerDetail,
  type LearnerList,
  type LearnerUpdateInput,
  type NewLearnerInput,
} from '@zechus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api.ts';

const BASE = '/api/office/learners';

/** Query keys: everything of this area starts with ['office', 'learners']. */
export const learnersKeys = {
  all: ['office', 'learners'] as const,
  list: (query: string) => ['office', 'learners', 'list', query] as const,
  classes: ['office', 'learners', 'classes'] as const,
  detail: (id: number) => ['office', 'learners', 'detail', id] as const,
};

export const fetchLearners = async (query: string, signal?: AbortSignal): Promise<LearnerList> =>
  learnerListSchema.parse(await api.get(`${BASE}?${query}`, { signal }));

export const fetchClasses = async (signal?: AbortSignal): Promise<ClassSummary[]> =>
  classListSchema.parse(await api.get(`${BASE}/classes`, { signal }));

export const fetchLearner = async (id: number, signal?: AbortSignal): Promise<LearnerDetail> =>
  learnerDetailSchema.parse(await api.get(`${BASE}/${id}`, { signal }));

export const addLearner = async (body: NewLearnerInput): Promise<LearnerChange> =>
  learnerChangeSchema.parse(await api.post(BASE, body));

export const updateLearner = async (id: number, body: LearnerUpdateInput): Promise<LearnerChange> =>
  learnerChangeSchema.parse(await api.patch(`${BASE}/${id}`, body));

export const setLearnerActive = async (id: number, active: boolean): Promise<LearnerChange> =>
  learnerChangeSchema.parse(
    await api.post(`${BASE}/${id}/${active ? 'reactivate' : 'deactivate'}`),
  );

export const removeLearner = async (id: number): Promise<void> => {
  await api.delete(`${BASE}/${id}`);
};

export const uploadPhoto = async (id: number, file: File): Promise<LearnerChange> => {
  const form = new FormData();
  form.append('photo', file, file.name);
  return learnerChangeSchema.parse(await api.put(`${BASE}/${id}/photo`, form));
};

export const removePhoto = async (id: number): Promise<LearnerChange> =>
  learnerChangeSchema.parse(await api.delete(`${BASE}/${id}/photo`));

export const previewImport = async (file: File, className: string): Promise<ImportPreview> => {
  const form = new FormData();
  form.append('className', className);
  form.append('file', file, file.name);
  return importPreviewSchema.parse(await api.post(`${BASE}/import/preview`, form));
};

export const confirmImport = async (body: ImportConfirmInput): Promise<ImportResult> =>
  importResultSchema.parse(await api.post(`${BASE}/import`, body));

/** A 409 duplicate_name: a child of this name is already in the class (the office may confirm). */
export const isDuplicateName = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 409 &&
  (error.body as { error?: unknown } | null)?.error === 'duplicate_name';

/**
 * After a change: every list, count and learner of this area is read again, and the days
 * (whose perakim a change of learners re-divides).
 */
export function useInvalidateLearners(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: learnersKeys.all }),
      client.invalidateQueries({ queryKey: ['office', 'days'] }),
    ]);
  };
}
