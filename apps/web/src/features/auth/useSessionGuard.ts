import { ROUTES } from '@zechus/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api.ts';
import { useClientState } from '../../lib/client-state.ts';
import { saveReturnPath } from './return-path.ts';

/**
 * Spec §4 Authentication for a donor-only load: a 403 saves the full path the visitor opened
 * (pathname + search + hash, as it was when the page mounted) under returnUrlPath and sends them
 * to Login; a successful load turns isAuth on if it is not already.
 */
export function useSessionGuard(query: {
  error: unknown;
  isSuccess: boolean;
  dataUpdatedAt: number;
}): {
  forbidden: boolean;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const setAuth = useClientState((state) => state.setAuth);
  // The address as opened: the page may drop the hash right after mounting (tabs reset).
  const [openedAt] = useState(() => `${location.pathname}${location.search}${location.hash}`);
  const forbidden = isApiError(query.error) && query.error.status === 403;

  useEffect(() => {
    if (!forbidden) return;
    saveReturnPath(openedAt);
    setAuth(false);
    void navigate(ROUTES.Login.path, { replace: true });
  }, [forbidden, openedAt, navigate, setAuth]);

  // Once per successful load (not whenever the flag changes: a screen that lingers through the
  // sign-out transition must not switch it back on).
  const { isSuccess, dataUpdatedAt } = query;
  useEffect(() => {
    if (isSuccess && dataUpdatedAt > 0 && !useClientState.getState().isAuth) setAuth(true);
  }, [isSuccess, dataUpdatedAt, setAuth]);

  return { forbidden };
}
