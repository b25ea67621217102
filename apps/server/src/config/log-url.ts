import {
  calendarFeedPath,
  dailyMailConfirmPath,
  dailyMailStopPath,
  maskCardNumbers,
  reminderStopPath,
  sharedPath,
  signInLinkPath,
  welcomePath,
} from '@zechus/shared';

/**
 * Addresses whose next path segment is a key: whoever holds the address holds the access (a
 * family's shared link, an e-mailed sign-in or renewal link, a reminder's stop link, a staff
 * welcome link), and the API routes those pages call with the same token. The pages' paths come
 * from the builders that make the links, so a moved page cannot slip out of this list; the API
 * routes are those declared with `:token` (a test walks every route of the app to hold this).
 */
export const TOKEN_PATH_PREFIXES: readonly string[] = [
  sharedPath(''),
  `/api${sharedPath('')}`,
  signInLinkPath(''),
  reminderStopPath(''),
  '/api/reminders/',
  dailyMailStopPath(''),
  dailyMailConfirmPath(''),
  // The longer first: its token is the segment after "confirm/".
  '/api/daily-mail/confirm/',
  '/api/daily-mail/',
  '/renewal/', // modules/payments/renewal-outcomes.ts
  '/api/renewals/',
  welcomePath(''),
  `/api${welcomePath('')}`,
  // A donor's calendar subscription: its token is the file's name (`<token>.ics`).
  calendarFeedPath('').replace(/\.ics$/, ''),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A path, or a whole address (a link logged by a job). Case-insensitive: the client's router
// matches paths regardless of case, so /SHARED/<token> opens the same page.
const TOKEN_SEGMENT = new RegExp(
  // A calendar feed's token ends in ".ics", which stays (it says what was fetched).
  `^((?:[a-z][a-z0-9+.-]*://[^/?#]*)?(?:${TOKEN_PATH_PREFIXES.map(escape).join('|')}))[^/?#]+?(\\.ics)?(?=[/?#]|$)`,
  'i',
);

/** A query parameter whose name says it carries a credential (a 3-D Secure return's secret). */
const SECRET_PARAMETER = /([?&][^=&#]*(?:token|secret|password)[^=&#]*=)[^&#]*/gi;

/**
 * The address of a request as it may be written to the log: decoded as a person reads it (so a
 * card number split by %20 is seen), card numbers masked, link tokens and secret query values
 * replaced. What stays is enough to tell which page or route was asked for.
 */
export function logSafeUrl(url: string): string {
  return maskCardNumbers(
    decoded(url).replace(TOKEN_SEGMENT, '$1[token]$2').replace(SECRET_PARAMETER, '$1[redacted]'),
  );
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
