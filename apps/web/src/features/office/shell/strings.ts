import type { OfficeArea } from '@zechus/shared';

/** The office console's words (English: the office works in English). */
export const officeText = {
  console: 'Zechus Office',
  navLabel: 'Office',
  skipLink: 'Skip to the page',
  signedInAs: (name: string, role: string) => `${name} · ${role}`,
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  menu: 'Menu',
  closeMenu: 'Close menu',
  publicSite: 'Public site',
  loading: 'Loading…',
  checkingSession: 'Checking your session…',
  loginTitle: 'Sign in to the office',
  loginIntro: 'For the programme’s staff and teachers.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  genericError: 'Something went wrong. Please try again.',
  signedOutNotice: 'You were signed out after 12 hours without activity. Please sign in again.',
  forbiddenTitle: 'Not part of your role',
  forbiddenText:
    'Your role does not open this part of the office. If you need it, please ask the office’s owner.',
  backHome: 'Back to the office home',
  welcomeTitle: 'Welcome to the office',
  welcomeIntro: (name: string) =>
    `Shalom ${name}. Choose a password to finish setting up your account.`,
  newPassword: 'New password',
  newPasswordHint:
    'At least 12 characters. A short sentence you will remember works well; common passwords are refused.',
  confirmPassword: 'Type it again',
  savePassword: 'Save password and sign in',
  linkNotUsable:
    'This link has expired or has already been used. Please ask the office’s owner to send you a new one.',
  previous: 'Previous',
  next: 'Next',
  rowsPerPage: 'Rows per page',
  showing: (from: number, to: number, total: number) =>
    total === 0 ? 'Nothing to show' : `Showing ${from}–${to} of ${total}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  sortBy: (column: string) => `Sort by ${column}`,
  loadFailed: 'This could not be loaded. Please try again.',
  retry: 'Try again',
  close: 'Close',
  copyFailed: 'Could not copy. Select the text and copy it by hand.',
  clearFilters: 'Clear filters',
  noClass: 'No class',
  cancel: 'Cancel',
} as const;

/** Each area's name in the navigation and as its page title. */
export const AREA_LABELS: Record<OfficeArea, string> = {
  home: 'Home',
  learners: 'Learners',
  days: 'Days',
  register: 'Register',
  sheets: 'Barcode sheets',
  recordings: 'Recordings',
  stations: 'Scanner stations',
  plans: 'Plans',
  audit: 'Audit log',
  messages: 'Messages',
  reports: 'Reports',
  exports: 'Exports',
  staff: 'Staff',
  dedications: 'Dedications',
  donors: 'Donors',
  payments: 'Payments',
  attention: 'Needs attention',
};
