import {
  DAILY_MAIL_CONFIRM_ROUTE,
  DAILY_MAIL_STOP_ROUTE,
  NOT_FOUND_PAGE,
  REMINDER_STOP_ROUTE,
  ROUTES,
} from '@zechus/shared';
import type { RouteName } from '@zechus/shared';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Navigate, redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { billingStep, signupRules } from '../features/signup/rules.ts';
import { useClientState } from '../lib/client-state.ts';
import { FullScreenLayout } from './FullScreenLayout.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { RootLayout } from './RootLayout.tsx';
import type { RouteHandle } from './route-handle.ts';

/** Loads a page's chunk; the module's default export is the page. */
type Page = () => Promise<{ default: ComponentType }>;

/**
 * SubscribeIndex and SubscribeReview share one screen: one component keeps its state across both.
 * Steps saved on an earlier visit are judged by the sign-up's rules as the screen first renders,
 * so those rules (and the card step, which may be the one open) come with the screen then;
 * otherwise at the first touch of a form (decision 0029).
 */
const SubscribePage: Page = async () => {
  const { episode, contact } = useClientState.getState();
  const resumed = episode !== null || contact !== null;
  const [page] = await Promise.all([
    import('../features/signup/components/SubscribePage.tsx'),
    resumed ? signupRules.load() : undefined,
    // The card step may be the one open: its part is there from the first render.
    resumed ? billingStep.load() : undefined,
  ]);
  return page;
};

/**
 * The built screens, each its own chunk so the marketing pages load light. They are React
 * Router `lazy` routes rather than React.lazy elements: a navigation keeps the current page until
 * the next one's chunk is there (no empty fallback making the footer jump), and before the client
 * hydrates a prerendered page it loads that page's chunk (app/start.tsx), so what hydrates is the
 * very markup the server sent. A route of ROUTES without an entry here shows the placeholder.
 */
const pages: Partial<Record<RouteName, Page>> = {
  Home: () => import('../features/marketing/components/HomePage.tsx'),
  Why: () => import('../features/marketing/components/WhyPage.tsx'),
  Program: () => import('../features/marketing/components/ProgramPage.tsx'),
  How: () => import('../features/marketing/components/HowPage.tsx'),
  About: () => import('../features/marketing/components/AboutPage.tsx'),
  Contact: () => import('../features/contact/components/ContactPage.tsx'),
  Login: () => import('../features/auth/components/LoginPage.tsx'),
  Enrollments: () => import('../features/my-page/components/EnrollmentsPage.tsx'),
  MyPage: () => import('../features/my-page/components/MyPagePage.tsx'),
  Progress: () => import('../features/progress/components/TodayProgressPage.tsx'),
  SignUp: () => import('../features/signup/components/SignUpPage.tsx'),
  SubscribeIndex: SubscribePage,
  SubscribeReview: SubscribePage,
  SubscribeThankYou: () => import('../features/signup/components/ThankYouPage.tsx'),
  Donate: () => import('../features/donate/components/DonatePage.tsx'),
  DonationThankYou: () => import('../features/donate/components/DonationThankYouPage.tsx'),
  LargeScreen: () => import('../features/wall/components/LargeScreenPage.tsx'),
  BigScreenIndex: () => import('../features/wall/components/BigScreenIndexPage.tsx'),
  LargeLomdim: () => import('../features/wall/components/LargeLomdimPage.tsx'),
  LargeNames: () => import('../features/wall/components/LargeNamesPage.tsx'),
  LargeProgress: () => import('../features/wall/components/LargeProgressPage.tsx'),
  Scans: () => import('../features/wall/components/ScansPage.tsx'),
  ScanStation: () => import('../features/scan/components/ScanStationPage.tsx'),
};

/** Route-specific meta descriptions (About's is its founder-story title, spec §2). */
const descriptions: Partial<Record<RouteName, string>> = {
  About: ROUTES.About.page,
};

const routeNames = Object.keys(ROUTES) as RouteName[];

/**
 * The Subscribe screen is drawn for the plan in its address (`?plan=<id>`, issue 22). Without one
 * (an old link or bookmark) it goes to the plan the sponsor chose earlier, or to the sign-up's
 * first step — decided before anything renders, so the page a visitor sees first is the one they
 * stay on, with nothing drawn and then moved away.
 */
const needsChosenPlan = ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  if (url.searchParams.get('plan')) return null;
  const saved = useClientState.getState().plan;
  if (!saved) return redirect(ROUTES.SignUp.path);
  url.searchParams.set('plan', String(saved.id));
  return redirect(`${url.pathname}${url.search}${url.hash}`);
};

const routeLoaders: Partial<Record<RouteName, typeof needsChosenPlan>> = {
  SubscribeIndex: needsChosenPlan,
  SubscribeReview: needsChosenPlan,
};

/** What a route with a loader shows while it runs, before anything else was drawn: nothing. */
const NothingYet = () => null;

/**
 * Screens that fill the display without the site's top bar and footer: the hall wall, its
 * previews and the scanner kiosk.
 */
const fullScreen = new Set<RouteName>([
  'LargeScreen',
  'BigScreenIndex',
  'LargeLomdim',
  'LargeNames',
  'LargeProgress',
  'Scans',
  'ScanStation',
]);

const routeObject = (name: RouteName): RouteObject => {
  const route = ROUTES[name];
  const page = pages[name];
  const handle: RouteHandle = { page: route.page, description: descriptions[name] };
  const loader = routeLoaders[name];
  return {
    // Named, so that a page the server drew can tell the router its loader ran (app/start.tsx).
    id: name,
    path: route.path,
    handle,
    ...(loader ? { loader, HydrateFallback: NothingYet } : {}),
    lazy: page
      ? async () => ({ Component: (await page()).default })
      : async () => {
          const { default: PlaceholderPage } = await import('./pages/PlaceholderPage.tsx');
          return { Component: () => <PlaceholderPage route={name} /> };
        },
  };
};

/** The office console: its own chunk, its own routes (features/office/shell/OfficeApp.tsx). */
const OfficeApp = lazy(() => import('../features/office/shell/OfficeApp.tsx'));

export const appRoutes: RouteObject[] = [
  {
    path: '/office/*',
    errorElement: <ErrorPage />,
    element: (
      <Suspense fallback={null}>
        <OfficeApp />
      </Suspense>
    ),
  },
  // The staff page of earlier releases is the office now.
  { path: '/staff', element: <Navigate to="/office" replace /> },
  {
    element: <FullScreenLayout />,
    // The wall runs unattended in a hall: a crash reloads it rather than leaving it frozen.
    errorElement: <ErrorPage reloadAfterSeconds={30} />,
    children: routeNames.filter((name) => fullScreen.has(name)).map(routeObject),
  },
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      ...routeNames.filter((name) => !fullScreen.has(name)).map(routeObject),
      // The e-mailed one-click sign-in link (issue 13 §3): not a screen of its own, it goes on to
      // My Page, or to Login when the link is spent.
      {
        path: '/sign-in/:token',
        handle: { page: 'Signing In' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/auth/components/SignInLinkPage.tsx')).default,
        }),
      },
      // The link a sponsor shares with the family (issue 13 §7): a dedication's progress pages,
      // read-only and without a login.
      {
        path: '/shared/:token',
        handle: { page: 'Shared Learning' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/progress/components/SharedProgressPage.tsx'))
            .default,
        }),
      },
      // A yearly renewal the donor's bank wants them to confirm (issue 23 §3), from its e-mail.
      {
        path: '/renewal/:token',
        handle: { page: 'Confirm Your Renewal' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/renewal/RenewalConfirmPage.tsx')).default,
        }),
      },
      // A reminder e-mail's "stop these reminders" link (issue 13 §5, decision 0025).
      {
        path: REMINDER_STOP_ROUTE,
        handle: { page: 'Reminders' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/reminders/components/StopRemindersPage.tsx'))
            .default,
        }),
      },
      // The daily e-mail's stop link, and a relative's confirm link (issue 26 §6, decision 0041).
      {
        path: DAILY_MAIL_STOP_ROUTE,
        handle: { page: 'Daily E-mail' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/daily-mail/StopDailyMailPage.tsx')).default,
        }),
      },
      {
        path: DAILY_MAIL_CONFIRM_ROUTE,
        handle: { page: 'Daily E-mail' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/daily-mail/ConfirmDailyMailPage.tsx')).default,
        }),
      },
      {
        path: '*',
        handle: { page: NOT_FOUND_PAGE } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage.tsx')).default }),
      },
    ],
  },
];
