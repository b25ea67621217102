import cardValidator from 'card-validator';
import type { CreditCardTypeCardBrandId } from 'credit-card-type/dist/types';
import { londonDay } from '../calendar/day.ts';

/**
 * Card rules of spec §5 on top of card-validator (Luhn, lengths) and credit-card-type (brands,
 * card-validator's own brand detector). Our own glue is only where the spec differs from the
 * libraries: its brand names (amex, dinersclub), its expiry rule (two-digit years under 70 are
 * 20xx, else 19xx) and its CVC rule (4 digits for amex).
 */

/**
 * The brands we take: what both payment adapters accept for a US-dollar card payment online —
 * Stripe takes these seven; the sandbox mirrors Stripe (docs/decisions/0014). A card of another
 * brand credit-card-type knows (Maestro, Mir, Elo, Hiper, Troy, Verve …) is named and refused
 * at the card step, before anything is sent.
 */
export const ACCEPTED_CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'dinersclub',
  'jcb',
  'unionpay',
] as const;
export type CardBrand = (typeof ACCEPTED_CARD_BRANDS)[number];

/** The spec's names for two of credit-card-type's types; the others keep the library's. */
const SPEC_NAMES: Partial<Record<CreditCardTypeCardBrandId, CardBrand>> = {
  'american-express': 'amex',
  'diners-club': 'dinersclub',
};

const isAccepted = (brand: string): brand is CardBrand =>
  (ACCEPTED_CARD_BRANDS as readonly string[]).includes(brand);

export interface CardBrandInfo {
  /** The brand, when it is one we take; undefined for a known brand we do not take. */
  brand: CardBrand | undefined;
  /** The library's type (e.g. "maestro"), taken or not. */
  type: string;
  /** Display name, e.g. "American Express". */
  label: string;
  lengths: number[];
  /** Positions after which the formatted number has a space. */
  gaps: number[];
  cvcLength: number;
  cvcName: string;
}

/** Digits only: what the sponsor typed without spaces or dashes. */
export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** The brand of a (partial) card number, as soon as its first digits tell. */
export function detectCardBrand(value: string): CardBrandInfo | undefined {
  const card = cardValidator.number(cardDigits(value)).card;
  if (!card) return undefined;
  const name = SPEC_NAMES[card.type as CreditCardTypeCardBrandId] ?? card.type;
  const brand = isAccepted(name) ? name : undefined;
  return {
    brand,
    type: card.type,
    label: card.niceType,
    lengths: card.lengths,
    gaps: card.gaps,
    cvcLength: brand === 'amex' ? 4 : card.code.size,
    cvcName: card.code.name,
  };
}

/** "Visa, Mastercard, … or UnionPay": the brands we take, as the card step names them. */
export const ACCEPTED_CARD_LABELS = ACCEPTED_CARD_BRANDS.map(
  (brand) =>
    ({
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      dinersclub: 'Diners Club',
      jcb: 'JCB',
      unionpay: 'UnionPay',
    })[brand],
);

/** "4242424242424242" → "4242 4242 4242 4242", cut at the brand's longest length (16 unknown). */
export function formatCardNumber(value: string): string {
  const info = detectCardBrand(value);
  const max = info ? Math.max(...info.lengths) : 16;
  const digits = cardDigits(value).slice(0, max);
  // 18- and 19-digit numbers (some visa, maestro, unionpay) get one more group after 16.
  const gaps = [...(info?.gaps ?? [4, 8, 12]), 16];
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/** "1230" → "12/30": four digits at most, the slash added after the month. */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, four at most. */
export const formatCvc = (value: string): string => cardDigits(value).slice(0, 4);

/** Why a card number is not acceptable, or null when it is. */
export function cardNumberProblem(value: string): string | null {
  const digits = cardDigits(value);
  if (digits.length === 0) return 'Card number is required';
  if (/[^\d\s-]/.test(value)) return 'Card number may contain digits only';
  const info = detectCardBrand(digits);
  if (!info) return 'We do not recognise this card type';
  if (!info.brand) {
    const labels = ACCEPTED_CARD_LABELS;
    return `We cannot take ${info.label} cards. Please use ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
  }
  if (!info.lengths.includes(digits.length)) {
    return `A ${info.label} card number has ${info.lengths.join(' or ')} digits`;
  }
  const luhn = cardValidator.number(digits, { luhnValidateUnionPay: false });
  if (info.brand !== 'unionpay' && !luhn.isValid) return 'This card number is not valid';
  return null;
}

export interface Expiry {
  month: number;
  year: number;
}

/** Reads "MM/YY" (or MM/YYYY); a two-digit year under 70 is 20xx, otherwise 19xx (spec §5). */
export function parseExpiry(value: string): Expiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  let year = Number(match[2]);
  if (match[2]?.length === 2) year += year < 70 ? 2000 : 1900;
  return { month, year };
}

/**
 * Why an expiry is not acceptable at `now`, or null. A card is good through its month's end, and
 * the month is London's (the programme's days are, DESIGN.md §3): from 00:00 BST on 1 August a
 * 07/26 card has expired, though UTC is still in July for another hour.
 */
export function expiryProblem(value: string, now: Date = new Date()): string | null {
  if (value.trim() === '') return 'Expiration date is required';
  const expiry = parseExpiry(value);
  if (!expiry) return 'Enter the expiration date as MM/YY';
  if (expiry.month < 1 || expiry.month > 12) return 'The month must be between 01 and 12';
  const [year = 0, month = 1] = londonDay(now).split('-').map(Number);
  const thisMonth = year * 12 + (month - 1);
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) return 'This card has expired';
  return null;
}

/** Why a CVC is not acceptable for the card, or null: 3 digits, 4 for amex. */
export function cvcProblem(cvc: string, cardNumber: string): string | null {
  if (cvc.trim() === '') return 'CVV is required';
  const size = detectCardBrand(cardNumber)?.cvcLength ?? 3;
  if (!new RegExp(`^\\d{${size}}$`).test(cvc.trim())) return `CVV must be ${size} digits`;
  return null;
}
