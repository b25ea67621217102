import {
  classesChangedSchema,
  manyDeactivatedSchema,
  type ClassRenameInput,
  type ClassesChanged,
  type ManyDeactivated,
  type MoveUpInput,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';

const BASE = '/api/office/learners';

/** The school year's calls (packages/shared office/school-year.ts). */
export const renameClass = async (body: ClassRenameInput): Promise<ClassesChanged> =>
  classesChangedSchema.parse(await api.post(`${BASE}/classes/rename`, body));

export const moveClassesUp = async (body: MoveUpInput): Promise<ClassesChanged> =>
  classesChangedSchema.parse(await api.post(`${BASE}/classes/move-up`, body));

export const deactivateMany = async (ids: number[]): Promise<ManyDeactivated> =>
  manyDeactivatedSchema.parse(await api.post(`${BASE}/deactivate-many`, { ids }));
