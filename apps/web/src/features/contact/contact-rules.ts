import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '@zechus/shared';

/** The contact form's rules, loaded when a visitor first uses the form (rules.ts). */
export const contactMessageResolver = zodResolver(contactMessageSchema);
