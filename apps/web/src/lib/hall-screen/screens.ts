/**
 * The hall's two screens as the browser knows them (decision 0035): each one's address — its
 * service worker's scope, so no other page is ever under it — and its web app manifest
 * (apps/web/public). The build's side of the same list is in vite.config.ts (`hallScreens`).
 */
export const HALL_SCREENS = {
  station: { path: '/scan', manifest: '/scan.webmanifest' },
  wall: { path: '/large-screen', manifest: '/wall.webmanifest' },
} as const;

export type HallScreenKind = keyof typeof HALL_SCREENS;

/** The worker the build writes (vite/hall-worker-build.ts), at the site's root. */
export const HALL_WORKER = '/sw.js';
