import { ROUTES } from '@zechus/shared';

/** The localStorage key of the path to return to after login (spec §3 Saved client state). */
export const RETURN_PATH_KEY = 'returnUrlPath';

/** Only same-origin app paths are followed: "/x", never "//host" or "https://…" or /login itself. */
export const isSafeReturnPath = (value: string | null | undefined): value is string =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.startsWith('/\\') &&
  !value.startsWith(ROUTES.Login.path + '?') &&
  value !== ROUTES.Login.path &&
  !value.startsWith(ROUTES.Login.path + '#');

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** Remembers where the visitor was when the server asked them to log in (spec §4). */
export const saveReturnPath = (path: string): void => {
  if (!isSafeReturnPath(path)) return;
  storage()?.setItem(RETURN_PATH_KEY, path);
};

/** The saved return path, removed as it is read; null when none (or an unsafe one) is saved. */
export const takeReturnPath = (): string | null => {
  const store = storage();
  const value = store?.getItem(RETURN_PATH_KEY) ?? null;
  store?.removeItem(RETURN_PATH_KEY);
  return isSafeReturnPath(value) ? value : null;
};
