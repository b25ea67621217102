// The codes and sentences of the server's answers that the browser reads, and the headers and
// paths it sends: plain values, no Zod, so a page that needs only these does not load it
// (decision 0029). The schemas of the answers themselves are beside their routes' payloads.

/** The one answer to a donor-ID request, whether or not the address belongs to a donor. */
export const DONOR_ID_REMINDER_SENT =
  'If this address belongs to a donor, we have e-mailed their donor ID to it. It may take a minute; check spam too.';

/** How long an e-mailed sign-in link works (once). */
export const SIGN_IN_LINK_MINUTES = 30;

/** Where the e-mailed sign-in link opens (the page spends the token and goes to My Page). */
export const signInLinkPath = (token: string): string => `/sign-in/${token}`;

export const SIGN_IN_LINK_REFUSED =
  'This sign-in link has expired or has already been used. Log in with your donor ID, or ask for a new link below.';

/**
 * The `error` codes of the donor's 403 answers (docs/decisions/0010). Spec §8 gives a 403 one
 * meaning per screen; the code tells the client which 403 it is: a login that did not match, a
 * load without a session (→ Login), or a logged-in donor asking for an enrollment not theirs
 * (→ say so, stay logged in).
 */
export const DONOR_ERROR = {
  loginMismatch: 'login_mismatch',
  notLoggedIn: 'not_logged_in',
  notYourEnrollment: 'not_your_enrollment',
} as const;

/** The `error` code of an API error body, or null when the body carries none. */
export const apiErrorCode = (body: unknown): string | null =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : null;

/** Spec §8: the message of a 403 from POST /api/login. */
export const LOGIN_MISMATCH_MESSAGE = 'Your email address & donor id number do not match';
/** Spec §8: the message of a declined card. */
export const CARD_DECLINED_MESSAGE =
  "Your payment couldn't be authorized. Please verify the card number and try again, or use a different card or payment option.";

/** The Idempotency-Key header of a charging call (the schema of its value: idempotencyKeySchema). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The sign-up's answer when the chosen plan's price changed since the sponsor saw it. */
export const PLAN_PRICE_CHANGED = 'plan_price_changed';
