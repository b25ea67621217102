import { ROUTES } from '@zechus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useClientState } from '../../lib/client-state.ts';
import { logout } from './api.ts';

/** Sign-out posts, ignores a failure, clears the flag and goes Home (spec §4). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setAuth = useClientState((state) => state.setAuth);
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // A logout failure is ignored (spec §4).
    }
    setAuth(false);
    void navigate(ROUTES.Home.path);
    // Drop the donor's data (My Page, enrollments, the day's progress). Only inactive queries:
    // removing one whose screen is still mounted (it may linger through the route transition)
    // would refetch it, and that 403 would send the visitor to Login instead of Home. A query
    // that becomes inactive later is dropped by the second pass; login clears the rest anyway.
    const drop = () => {
      for (const queryKey of [['my-page'], ['progress']]) {
        queryClient.removeQueries({ queryKey, type: 'inactive' });
      }
    };
    drop();
    window.setTimeout(drop, 2_000);
  }, [navigate, queryClient, setAuth]);
}
