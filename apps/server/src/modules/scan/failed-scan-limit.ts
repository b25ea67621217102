/** Failed scan attempts (no credential, or a wrong or revoked one) allowed per IP per window. */
export const FAILED_SCANS_PER_IP = 30;
export const FAILED_SCANS_WINDOW_MS = 60_000;

export const TOO_MANY_FAILED_SCANS =
  'Too many scans without a valid station token from this address. Wait a minute, then enter the station token again (or sign in as staff).';

export const TOO_MANY_FAILED_CHECKS =
  'Too many wrong station tokens from this address. Wait a minute, then enter the station token again.';
