import {
  classRegisterViewSchema,
  classTeachersSchema,
  registerHomeSchema,
  registerSlipSchema,
  takeRegisterReplySchema,
  type ClassTeachers,
  type TakeRegisterReply,
} from '@zechus/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { parseAnswer } from '../../../lib/parse.ts';

/** Every register query's key starts here; a change refreshes them all (and the days'). */
export const registerKey = ['office', 'register'] as const;

const withClass = (path: string, className: string) =>
  `/api/office/register/${path}?${new URLSearchParams({ class: className })}`;

export const useRegisterHome = () =>
  useQuery({
    queryKey: [...registerKey, 'home'],
    queryFn: async ({ signal }) =>
      parseAnswer(
        registerHomeSchema,
        await api.get('/api/office/register', { signal }),
        'register',
      ),
  });

export const useClassRegister = (className: string) =>
  useQuery({
    queryKey: [...registerKey, 'class', className],
    queryFn: async ({ signal }) =>
      parseAnswer(
        classRegisterViewSchema,
        await api.get(withClass('class', className), { signal }),
        'class register',
      ),
  });

export const useRegisterSlip = (className: string) =>
  useQuery({
    queryKey: [...registerKey, 'slip', className],
    queryFn: async ({ signal }) =>
      parseAnswer(
        registerSlipSchema,
        await api.get(withClass('slip', className), { signal }),
        'slip',
      ),
  });

/** POST /api/office/register: the register as ticked; the absent children's perakim shared. */
export const takeRegister = async (
  className: string,
  absentLearnerIds: number[],
): Promise<TakeRegisterReply> =>
  takeRegisterReplySchema.parse(
    await api.post('/api/office/register', { className, absentLearnerIds }),
  );

export const useClassTeachers = (enabled: boolean) =>
  useQuery({
    queryKey: [...registerKey, 'teachers'],
    enabled,
    queryFn: async ({ signal }) =>
      parseAnswer(
        classTeachersSchema,
        await api.get('/api/office/register/teachers', { signal }),
        'class teachers',
      ),
  });

/** PUT /api/office/register/teachers: who teaches this class from now on. */
export const setClassTeachers = async (
  className: string,
  staffUserIds: number[],
): Promise<ClassTeachers> =>
  classTeachersSchema.parse(
    await api.put('/api/office/register/teachers', { className, staffUserIds }),
  );
