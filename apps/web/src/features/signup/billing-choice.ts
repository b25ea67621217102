import type { ProcessorCard } from '../../components/ui/CardFields.tsx';
import { maskCard } from './sections.ts';

/**
 * The billing step's saved answer, in this screen's memory only: the name on the card, the
 * recurring choice, and the card as the processor made it (its PaymentMethod and what a person
 * may see of it — never its number, decision 0034).
 */
export interface BillingChoice {
  name: string;
  recurring: boolean;
  card: ProcessorCard;
}

/** "•••• •••• •••• 4242" (American Express: "•••• •••••• •1005"). */
export const maskedCard = (card: ProcessorCard): string =>
  maskCard('0'.repeat(card.brand === 'amex' ? 11 : 12) + card.lastFour);

/** MM/YY. */
export const cardExpiry = (card: ProcessorCard): string =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
