import { z } from 'zod';

/**
 * Who works in the office (DESIGN.md §6): an owner may do everything and manages staff
 * accounts; the office everything but staff accounts; a teacher runs the learning (learners,
 * days, sheets, recordings) and scans.
 */
export const staffRoles = ['owner', 'office', 'teacher'] as const;
export const staffRoleSchema = z.enum(staffRoles, {
  error: 'role must be owner, office or teacher',
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  office: 'Office',
  teacher: 'Teacher',
};

const everyone: readonly StaffRole[] = staffRoles;
const officeAndOwner: readonly StaffRole[] = ['owner', 'office'];

/**
 * The office's areas and the roles that may use each. The server checks every /api/office route
 * against this table; the console shows only the areas the signed-in role may open.
 */
export const OFFICE_AREA_ROLES = {
  home: everyone,
  learners: everyone,
  days: everyone,
  register: everyone,
  sheets: everyone,
  recordings: everyone,
  stations: officeAndOwner,
  plans: officeAndOwner,
  audit: officeAndOwner,
  dedications: officeAndOwner,
  donors: officeAndOwner,
  messages: officeAndOwner,
  reports: officeAndOwner,
  exports: officeAndOwner,
  payments: officeAndOwner,
  attention: officeAndOwner,
  staff: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type OfficeArea = keyof typeof OFFICE_AREA_ROLES;

export const canUseArea = (role: StaffRole, area: OfficeArea): boolean =>
  (OFFICE_AREA_ROLES[area] as readonly StaffRole[]).includes(role);

export const areasOf = (role: StaffRole): OfficeArea[] =>
  (Object.keys(OFFICE_AREA_ROLES) as OfficeArea[]).filter((area) => canUseArea(role, area));
