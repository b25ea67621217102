import { firstStepsSchema, type FirstSteps } from '@zechus/shared';
import { api } from '../../../lib/api.ts';

export const homeKeys = {
  firstSteps: ['office', 'home', 'first-steps'] as const,
};

/** What is set up so far: children, classes, scanner stations (every role may read it). */
export const fetchFirstSteps = async (signal?: AbortSignal): Promise<FirstSteps> =>
  firstStepsSchema.parse(await api.get('/api/office/home/first-steps', { signal }));
