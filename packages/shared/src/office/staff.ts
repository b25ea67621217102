import { z } from 'zod';
import { emailAddress, requiredText } from '../schemas/text.ts';
import { staffRoleSchema } from './roles.ts';

/** A new staff member (the console's invite form, and `npm run staff -- add`). */
export const newStaffSchema = z.strictObject({
  email: emailAddress('Email'),
  name: requiredText('Name', 100),
  role: staffRoleSchema,
});
export type NewStaff = z.infer<typeof newStaffSchema>;
