import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tokenFromFragment } from '@zechus/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { useClientState } from '../../../lib/client-state.ts';
import { serverMessage } from '../../staff/api.ts';
import { checkStationToken } from '../api.ts';
import { stationText } from '../strings.ts';

const checkKey = (token: string) => ['scan-station', 'check', token] as const;

/**
 * Why the server refused a token, as the setup says it under its field; null when there was no
 * answer at all (no connection), which is not a refusal.
 */
const refusalOf = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  if (error.status === 401 || error.status === 403) return stationText.tokenWrong;
  return serverMessage(error) ?? stationText.tokenCheckFailed;
};

export type StationTokenState =
  | { status: 'none' }
  | { status: 'checking'; token: string }
  /** Accepted; `name` is the station's name (null when the check could not reach the server). */
  | { status: 'ready'; token: string; name: string | null };

/**
 * The station's token, checked with the server when it is entered, when the page opens with a
 * saved one, and when it arrives in the QR code's address (/scan#token=…: saved, then taken out
 * of the address bar so it is not left on screen or in the history). A refused token opens the
 * setup, which says why; a check that gets no answer keeps the token (the station shows "No
 * connection" on its scans, as it would anyway).
 */
export function useStationToken() {
  const saved = useClientState((state) => state.stationToken);
  const setToken = useClientState((state) => state.setStationToken);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** Why the token typed into the setup (or the one a scan used) was refused. */
  const [entryRefusal, setEntryRefusal] = useState<string | null>(null);
  /** The refused token whose refusal the teacher has started to answer by typing. */
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);

  const fromLink = tokenFromFragment(location.hash);
  useEffect(() => {
    if (!fromLink) return;
    setToken(fromLink);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: '' },
      { replace: true },
    );
  }, [fromLink, location.pathname, location.search, navigate, setToken]);

  const token = fromLink ?? saved;
  const check = useQuery({
    queryKey: checkKey(token ?? ''),
    queryFn: ({ signal }) => checkStationToken(token ?? '', signal),
    enabled: Boolean(token),
    // A refusal is final; a lost connection is worth another try or two, unless the browser
    // knows it is offline: the station then opens at once and keeps its scans until it can send.
    retry: (failures, error) => !isApiError(error) && failures < 2 && navigator.onLine,
    staleTime: Infinity,
  });
  // A refused saved token counts as none (it stays stored until another replaces it, so a
  // reload asks again and still says why).
  const loadRefusal = token && check.isError ? refusalOf(check.error) : null;

  const enter = useMutation({
    mutationFn: (value: string) => checkStationToken(value),
    onSuccess: (station, value) => {
      queryClient.setQueryData(checkKey(value), station);
      setEntryRefusal(null);
      setToken(value);
    },
    onError: (error) => setEntryRefusal(refusalOf(error) ?? stationText.tokenNoConnection),
  });

  let state: StationTokenState;
  if (!token || loadRefusal !== null) state = { status: 'none' };
  else if (check.data) state = { status: 'ready', token, name: check.data.name };
  else if (check.isError) state = { status: 'ready', token, name: null };
  else state = { status: 'checking', token };

  return {
    state,
    /** Why the last token was refused (shown next to the setup's field), or null. */
    refusal: entryRefusal ?? (dismissedFor === token ? null : loadRefusal),
    /** The setup's token, checked before it is saved. */
    enter: (value: string) => enter.mutate(value),
    entering: enter.isPending,
    clearRefusal: () => {
      setEntryRefusal(null);
      setDismissedFor(token);
    },
    /** "Change station token", or a scan refused for its token: back to the setup. */
    forget: (why: string | null = null) => {
      setEntryRefusal(why);
      setToken(null);
      if (token) queryClient.removeQueries({ queryKey: checkKey(token) });
    },
  };
}
