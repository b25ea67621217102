import {
  staffLinkSentSchema,
  staffMemberSchema,
  staffPageSchema,
  type NewStaff,
  type StaffChange,
  type StaffLinkSent,
  type StaffMember,
  type StaffPage,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';

/** Every staff query's key starts here; a change to an account refreshes them all. */
export const staffKey = ['office', 'staff'] as const;

/** GET /api/office/staff?… (the query string of useListParams). */
export const fetchStaffPage = async (query: string, signal?: AbortSignal): Promise<StaffPage> =>
  staffPageSchema.parse(await api.get(`/api/office/staff?${query}`, { signal }));

/** POST /api/office/staff: the account is created and its link e-mailed (or handed back). */
export const inviteStaff = async (body: NewStaff): Promise<StaffLinkSent> =>
  staffLinkSentSchema.parse(await api.post('/api/office/staff', body));

/** POST /api/office/staff/:id/link: a fresh one-time link; earlier ones stop working. */
export const sendNewLink = async (id: number): Promise<StaffLinkSent> =>
  staffLinkSentSchema.parse(await api.post(`/api/office/staff/${id}/link`, {}));

/** PATCH /api/office/staff/:id: a corrected name or e-mail, or a new role. */
export const changeStaff = async (id: number, change: StaffChange): Promise<StaffMember> =>
  staffMemberSchema.parse(await api.patch(`/api/office/staff/${id}`, change));

/** PUT /api/office/staff/:id/active: switch the account off (signed out at once) or on. */
export const setStaffActive = async (id: number, active: boolean): Promise<StaffMember> =>
  staffMemberSchema.parse(await api.put(`/api/office/staff/${id}/active`, { active }));
