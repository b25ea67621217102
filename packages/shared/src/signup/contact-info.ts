import { z } from 'zod';
import { emailAddress, requiredText } from '../schemas/text.ts';
import { PHONE } from './card-fields.ts';

/** The sponsor's contact details (spec §2 Contact step); the donor corrects them on My Page. */
export const contactInfoSchema = z.object({
  name: requiredText('Your name', 120),
  phone: requiredText('Contact number', 30).regex(PHONE, {
    error: 'Contact number must be a phone number (digits, spaces, + - ( ) only)',
  }),
  email: emailAddress('Email'),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
