/**
 * The card fields of an attempt, as one string kept in memory only: after a decline the form
 * compares the fields with it and keeps Confirm (or Donate) disabled until one of them changes,
 * so the same declined card is not sent again by a second click.
 */
export const cardFingerprint = (card: { card: string; expire: string; cvv: string }): string =>
  [card.card.replace(/\D/g, ''), card.expire.trim(), card.cvv.trim()].join('|');

/** What the form says while the declined card is still in its fields. */
export const CHANGE_THE_CARD =
  'Please change the card details to try again: this card was just declined.';
