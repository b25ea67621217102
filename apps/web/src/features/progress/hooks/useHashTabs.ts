import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The three tabs of a progress page, by URL hash (spec §2); sedarim is the default. */
export const PROGRESS_TABS = ['sedarim', 'masechet', 'lomdim'] as const;
export type ProgressTab = (typeof PROGRESS_TABS)[number];

export const tabFromHash = (hash: string): ProgressTab => {
  const value = hash.replace(/^#/, '');
  return (PROGRESS_TABS as readonly string[]).includes(value) ? (value as ProgressTab) : 'sedarim';
};

/**
 * The selected tab is the URL hash. When the page loads the route is reset to its path without
 * the hash (replace), so it opens on sedarim (spec §2).
 */
export function useHashTabs(): [ProgressTab, (tab: ProgressTab) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const reset = useRef(false);
  // Until the visitor picks a tab, the hash the page was opened with does not select one.
  const [openedWith] = useState(location.hash);
  const [picked, setPicked] = useState(false);

  useEffect(() => {
    if (reset.current) return;
    reset.current = true;
    if (location.hash) {
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [location.hash, location.pathname, location.search, navigate]);

  const select = useCallback(
    (tab: ProgressTab) => {
      setPicked(true);
      void navigate(
        { pathname: location.pathname, search: location.search, hash: `#${tab}` },
        { replace: true, preventScrollReset: true },
      );
    },
    [location.pathname, location.search, navigate],
  );

  const tab = !picked && location.hash === openedWith ? 'sedarim' : tabFromHash(location.hash);
  return [tab, select];
}
