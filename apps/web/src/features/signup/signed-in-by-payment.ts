import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useClientState } from '../../lib/client-state.ts';

/**
 * The sign-up's answer signed this browser in (decision 0040): as after a login, the flag is
 * set and anything loaded under an earlier session is dropped.
 */
export function useSignedInByPayment(): () => void {
  const queryClient = useQueryClient();
  const setAuth = useClientState((state) => state.setAuth);
  return useCallback(() => {
    setAuth(true);
    queryClient.removeQueries({ queryKey: ['my-page'] });
    queryClient.removeQueries({ queryKey: ['progress'] });
  }, [queryClient, setAuth]);
}
