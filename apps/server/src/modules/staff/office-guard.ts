import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { canUseArea, type OfficeArea } from '@zechus/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { currentStaff, type StaffActor } from './staff-session.ts';

export const OFFICE_ERROR = {
  signedOut: 'staff_signed_out',
  forbidden: 'forbidden_role',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on an office route (set by officeArea's hook). */
    staff: StaffActor | null;
  }
}

/**
 * The gate of an office area (DESIGN.md §6): register it as an onRequest hook in the area's
 * plugin and every route there answers 401 to a request without a staff session and 403 to a
 * role the area is not for — before the body is read, so nothing is parsed, stored or uploaded.
 */
export function officeArea(db: Db, area: OfficeArea): onRequestAsyncHookHandler {
  return async (request) => {
    request.staff = await requireStaff(db, request, area);
  };
}

/** The signed-in staff member if their role may use `area`; otherwise 401 or 403. */
export async function requireStaff(
  db: Db,
  request: FastifyRequest,
  area: OfficeArea,
): Promise<StaffActor> {
  const staff = await currentStaff(db, request);
  if (!staff) {
    throw new HttpError(401, OFFICE_ERROR.signedOut, 'Please sign in to the office.');
  }
  if (!canUseArea(staff.role, area)) {
    throw new HttpError(
      403,
      OFFICE_ERROR.forbidden,
      'Your role does not open this part of the office.',
    );
  }
  return staff;
}

/** The staff member an office route's hook let in (a programming error if there is none). */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new Error('office route without its officeArea hook');
  return request.staff;
}
