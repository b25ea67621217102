import { z } from 'zod';
import { emailAddress } from '../schemas/text.ts';
import { OFFICE_AREA_ROLES, staffRoleSchema, type OfficeArea } from './roles.ts';

/** A staff password: at least 12 characters (the server also refuses common passwords). */
export const MIN_STAFF_PASSWORD = 12;
export const staffPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_STAFF_PASSWORD, {
    error: `The password must be at least ${MIN_STAFF_PASSWORD} characters long`,
  })
  .max(200, { error: 'The password must be at most 200 characters long' });

/**
 * POST /api/office/login. The password is taken exactly as typed, never trimmed: it was set
 * untrimmed (staffPasswordSchema), so a space at either end is part of it.
 */
export const officeLoginSchema = z.strictObject({
  email: emailAddress('Email'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(200, { error: 'Password must be at most 200 characters' }),
});
export type OfficeLogin = z.infer<typeof officeLoginSchema>;

const officeAreaSchema = z.enum(Object.keys(OFFICE_AREA_ROLES) as [OfficeArea, ...OfficeArea[]]);

/** GET /api/office/me: the signed-in staff member and the areas their role opens. */
export const officeMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  areas: z.array(officeAreaSchema),
});
export type OfficeMe = z.infer<typeof officeMeSchema>;

/**
 * GET /api/office/session: who is signed in to the office, if anyone. A page that only wonders
 * (the scanner station, the office's sign-in page, the wall's index) asks this: "nobody" is an
 * ordinary answer there, not a 401 for the browser to report as an error.
 */
export const officeSessionSchema = z.object({ staff: officeMeSchema.nullable() });
export type OfficeSession = z.infer<typeof officeSessionSchema>;

/** A one-time link's token (welcome or password reset): base64url, as the server mints them. */
export const linkTokenSchema = z
  .string({ error: 'The link is not complete' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'The link is not complete or not valid' });

/** GET /api/office/welcome/:token: whom the link is for, while it is still good. */
export const welcomeInfoSchema = z.object({ name: z.string(), email: z.string() });
export type WelcomeInfo = z.infer<typeof welcomeInfoSchema>;

/** POST /api/office/welcome/:token: set the password (then the person is signed in). */
export const setPasswordSchema = z
  .strictObject({
    password: staffPasswordSchema,
    confirm: z.string({ error: 'Please type the password again' }),
  })
  .refine((value) => value.password === value.confirm, {
    error: 'The two passwords are not the same',
    path: ['confirm'],
  });
export type SetPassword = z.infer<typeof setPasswordSchema>;
