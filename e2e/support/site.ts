import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTES, NAV_ROUTES, type RouteInfo, type RouteName } from '@zechus/shared';

/** Every screen of the route table, in table order. */
export const ALL_ROUTES: readonly RouteInfo[] = Object.values(ROUTES);

/**
 * Screens a visitor (not signed in, no plan chosen) cannot stay on, and where they land instead:
 * the donor's pages answer 403 and send them to Login (spec §4 Authentication); the subscribe
 * screens without a chosen plan send them to SignUp (spec §2 Subscribe screen).
 */
const VISITOR_REDIRECTS: Partial<Record<RouteName, RouteName>> = {
  Enrollments: 'Login',
  MyPage: 'Login',
  Progress: 'Login',
  SubscribeIndex: 'SignUp',
  SubscribeReview: 'SignUp',
};

/** The screen a visitor ends up on after opening `route`. */
export function visitorLandsOn(route: RouteInfo): RouteInfo {
  const target = VISITOR_REDIRECTS[route.name as RouteName];
  return target ? ROUTES[target] : route;
}

/** The top-bar / footer entries in order, each with its label and path. */
export const NAV_ENTRIES = NAV_ROUTES.map((name) => {
  const route: RouteInfo = ROUTES[name];
  if (!route.nav) throw new Error(`NAV_ROUTES entry ${name} has no nav label`);
  return { name, label: route.nav, path: route.path, landsOn: visitorLandsOn(route) };
});

/** A path no route matches. */
export const UNKNOWN_PATH = '/no-such-page-here';

/** The page's single level-1 heading. */
export const pageHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });

/** The `<main id="main">` landmark. */
export const mainRegion = (page: Page): Locator => page.getByRole('main');

/** A link or a button with this accessible name (the app may render either for an action). */
export const action = (scope: Page | Locator, name: string | RegExp): Locator =>
  scope
    .getByRole('link', { name, exact: true })
    .or(scope.getByRole('button', { name, exact: true }));

/**
 * Waits until the screen is drawn and its data has arrived: the h1 is visible, the page has
 * loaded, none of its requests for data is still on its way (support/requests-in-flight.ts
 * counts them; a live stream is not one) two frames in a row, its images are in and its web
 * fonts loaded. It goes on the moment that is so, instead of waiting for the network to have
 * been quiet for a while — which a screen holding a live stream never is.
 */
export async function settle(page: Page): Promise<void> {
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const quiet = () =>
      ((window as { __e2eRequestsInFlight?: number }).__e2eRequestsInFlight ?? 0) === 0 &&
      Array.from(document.images).every((image) => image.complete);
    if (!quiet()) return false;
    // Quiet now and a frame later: an answer that has just come is drawn, and asks no more.
    return new Promise<boolean>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(quiet()))),
    );
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Resolves once React has taken over the page in view (`<html data-app="started">`,
 * app/providers.tsx). A server-drawn page answers a click before that only as plain HTML: a
 * radio ticked then is unticked again when the form takes the page over.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="started"]')).toHaveCount(1);
}

/** Resolves when the URL's path (ignoring query and hash) equals `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** "$1,800" for 1800 — the price as a visitor reads it (cents shown only if there are any). */
export function priceText(price: number): RegExp {
  const whole = Math.trunc(price).toLocaleString('en-US');
  const cents = Math.round((price % 1) * 100);
  const escaped = whole.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return cents === 0
    ? new RegExp(`\\$\\s?${escaped}(?:\\.00)?(?![\\d,])`)
    : new RegExp(`\\$\\s?${escaped}\\.${String(cents).padStart(2, '0')}(?!\\d)`);
}
