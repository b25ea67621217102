import {
  officeMeSchema,
  welcomeInfoSchema,
  type OfficeLogin,
  type OfficeMe,
  type SetPassword,
  type WelcomeInfo,
} from '@zechus/shared';
import { api, isApiError } from '../../../lib/api.ts';
import { serverMessage } from '../../staff/api.ts';

export { staffMeKey as officeMeKey, useStaffMe as useOfficeMe } from '../../staff/api.ts';

/** POST /api/office/login. */
export const officeLogin = async (body: OfficeLogin): Promise<OfficeMe> =>
  officeMeSchema.parse(await api.post('/api/office/login', body));

/** POST /api/office/logout. */
export const officeLogout = async (): Promise<void> => {
  await api.post('/api/office/logout', {});
};

/** GET /api/office/welcome/:token: whom the link is for (410 when it can no longer be used). */
export const fetchWelcome = async (token: string): Promise<WelcomeInfo> =>
  welcomeInfoSchema.parse(await api.get(`/api/office/welcome/${encodeURIComponent(token)}`));

/** POST /api/office/welcome/:token: sets the password and signs in. */
export const setPassword = async (token: string, body: SetPassword): Promise<OfficeMe> =>
  officeMeSchema.parse(await api.post(`/api/office/welcome/${encodeURIComponent(token)}`, body));

/** The sentence to show for a failed office call: the server's own, or a general one. */
export const officeErrorMessage = (error: unknown, fallback: string): string =>
  serverMessage(error) ?? fallback;

/** A 401 from an office call: the session ended (12 hours idle, or signed out elsewhere). */
export const isSignedOut = (error: unknown): boolean => isApiError(error) && error.status === 401;
