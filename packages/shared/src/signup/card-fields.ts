import { z } from 'zod';
import { cardNumberProblem, cvcProblem, expiryProblem } from '../payments/card.ts';
import { isPlainLine } from '../schemas/text-rules.ts';

// Kept apart from schemas.ts (which checks Hebrew dates with @hebcal): the donation form needs
// these without loading the calendar.

export const PHONE = /^\+?[\d\s().-]{7,20}$/;

/** The brand the client detected (the server detects it again and never stores this one). */
export const clientCardType = z
  .string()
  .max(20)
  .refine(isPlainLine, { error: 'type cannot contain invisible control characters' })
  .optional();

export const cardFields = {
  card: z.string({ error: 'Card number is required' }).max(30, 'Card number is too long'),
  expire: z.string({ error: 'Expiration date is required' }).max(7, 'Expiration date is too long'),
  cvv: z.string({ error: 'CVV is required' }).max(4, 'CVV must be 3 or 4 digits'),
};

/** Adds the card rules of spec §5 to an object that has card, expire and cvv. */
export function refineCard(
  value: { card: string; expire: string; cvv: string },
  ctx: z.RefinementCtx,
) {
  const problems: [string, string | null][] = [
    ['card', cardNumberProblem(value.card)],
    ['expire', expiryProblem(value.expire)],
    ['cvv', cvcProblem(value.cvv, value.card)],
  ];
  for (const [path, message] of problems) {
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}
