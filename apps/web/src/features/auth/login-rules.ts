import { zodResolver } from '@hookform/resolvers/zod';
import { donorIdReminderSchema, loginSchema } from '@zechus/shared';

/** The login page's form rules, loaded when a donor first uses a form (rules.ts). */
export const loginResolver = zodResolver(loginSchema);
export const donorIdReminderResolver = zodResolver(donorIdReminderSchema);
