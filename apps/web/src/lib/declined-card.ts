import type { ProcessorCard } from '../components/ui/CardFields.tsx';

/**
 * The card of an attempt as one string, kept in memory only: after a decline the form compares
 * the next card the processor makes with it, so the same declined card is not sent again by a
 * second click (spec §4, §8).
 */
export const cardFingerprint = (card: ProcessorCard): string =>
  [card.brand, card.lastFour, card.expMonth, card.expYear].join('|');

/** What the form says while the declined card has not been changed. */
export const CHANGE_THE_CARD =
  'Please change the card details to try again: this card was just declined.';
