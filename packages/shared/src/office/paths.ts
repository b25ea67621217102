/**
 * The office console's pages (DESIGN.md §6), under /office in the same app. Kept apart from the
 * public ROUTES table: the public pages never link to or load the office.
 */
export const OFFICE_PATHS = {
  home: '/office',
  login: '/office/login',
  welcome: '/office/welcome/:token',
  learners: '/office/learners',
  days: '/office/days',
  register: '/office/register',
  sheets: '/office/sheets',
  stations: '/office/stations',
  plans: '/office/plans',
  staff: '/office/staff',
  audit: '/office/audit',
  dedications: '/office/dedications',
  donors: '/office/donors',
  messages: '/office/messages',
  reports: '/office/reports',
  exports: '/office/exports',
  payments: '/office/payments',
  attention: '/office/attention',
} as const;

/** The page title of an office page is `${name} | Zechus Office`. */
export const OFFICE_TITLE_SUFFIX = 'Zechus Office';

/** The welcome link of a one-time token: PUBLIC_URL/office/welcome/<token>. */
export const welcomePath = (token: string): string => `/office/welcome/${token}`;

/** The office sign-in, returning afterwards to `next` (a path of this site). */
export const officeLoginPath = (next?: string): string =>
  next ? `${OFFICE_PATHS.login}?next=${encodeURIComponent(next)}` : OFFICE_PATHS.login;

/** `next` if it is a path of this site (never another origin), else the office's home. */
export const safeNextPath = (next: string | null | undefined): string =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : OFFICE_PATHS.home;
