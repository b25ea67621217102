import { useEffect } from 'react';
import { browserWakeLock, keepScreenAwake } from './keep-awake.ts';
import { HALL_SCREENS, HALL_WORKER, type HallScreenKind } from './screens.ts';

/**
 * Makes the calling page a hall screen (decision 0035): it opens without the network once it
 * has been opened (the service worker, scoped to this screen's address alone), it can be
 * installed as an app (its manifest), and it keeps the screen on. Called once, at the top of the
 * station's and the wall's page; never from a donor's or the office's.
 */
export function useHallScreen(kind: HallScreenKind): void {
  const screen = HALL_SCREENS[kind];

  useEffect(() => {
    // The development server has no /sw.js, and a worker there would keep stale modules.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(HALL_WORKER, { scope: screen.path }).catch((error) => {
      console.warn('This screen will not open without the network:', error);
    });
  }, [screen.path]);

  useEffect(() => {
    // The server's page names it already (scripts/prerender.mjs); the development server's not.
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = screen.manifest;
    document.head.append(link);
    return () => link.remove();
  }, [screen.manifest]);

  useEffect(() => {
    const wakeLock = browserWakeLock();
    return wakeLock ? keepScreenAwake(wakeLock) : undefined;
  }, []);
}
