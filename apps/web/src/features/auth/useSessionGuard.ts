import { ROUTES } from '@zechus/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useClientState } from '../../lib/client-state.ts';
import { useSignedIn } from '../../lib/page-facts.tsx';
import { loadRefusal } from './load-refusal.ts';
import { saveReturnPath } from './return-path.ts';

/**
 * Spec §4 Authentication for a donor-only load: a 403 for want of a session saves the full path
 * the visitor opened (pathname + search + hash, as it was when the page mounted) under
 * returnUrlPath and sends them to Login; a successful load turns isAuth on if it is not already.
 * A 403 that says the enrollment is not theirs (docs/decisions/0010) does neither: the donor is
 * logged in, so isAuth stays on and the page shows `notYours` instead.
 *
 * `donorOnly`: the page's answers are asked for only when a donor is signed in (my-page/api.ts),
 * so a visitor known to be signed out when the page opened goes to Login at once, without a
 * refused request. (Signing out on the page is not that: it goes Home, useSignOut.ts.) A page a
 * staff member may see too (today's progress) asks, and the server decides.
 */
export function useSessionGuard(
  query: {
    error: unknown;
    isSuccess: boolean;
    dataUpdatedAt: number;
  },
  { donorOnly }: { donorOnly: boolean },
): {
  forbidden: boolean;
  notYours: boolean;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const setAuth = useClientState((state) => state.setAuth);
  // The address as opened: the page may drop the hash right after mounting (tabs reset).
  const [openedAt] = useState(() => `${location.pathname}${location.search}${location.hash}`);
  const refusal = loadRefusal(query.error);
  const signedIn = useSignedIn();
  const [signedOutWhenOpened] = useState(!signedIn);
  const forbidden = refusal === 'login' || (donorOnly && signedOutWhenOpened);
  const notYours = refusal === 'not-yours';

  useEffect(() => {
    if (!forbidden) return;
    saveReturnPath(openedAt);
    setAuth(false);
    void navigate(ROUTES.Login.path, { replace: true });
  }, [forbidden, openedAt, navigate, setAuth]);

  // Once per successful load (not whenever the flag changes: a screen that lingers through the
  // sign-out transition must not switch it back on). "Not yours" also proves a live session.
  const { isSuccess, dataUpdatedAt } = query;
  useEffect(() => {
    if ((isSuccess && dataUpdatedAt > 0) || notYours) {
      if (!useClientState.getState().isAuth) setAuth(true);
    }
  }, [isSuccess, dataUpdatedAt, notYours, setAuth]);

  return { forbidden, notYours };
}
