import { NOT_FOUND_PAGE, ROUTES } from '@zechus/shared';
import type { RouteName } from '@zechus/shared';
import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { FullScreenLayout } from './FullScreenLayout.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { RootLayout } from './RootLayout.tsx';
import type { RouteHandle } from './route-handle.ts';

type Page = LazyExoticComponent<ComponentType>;

/** SubscribeIndex and SubscribeReview share one screen: one component keeps its state across both. */
const SubscribePage = lazy(() => import('../features/signup/components/SubscribePage.tsx'));

/**
 * The built screens, each its own chunk so the marketing pages load light. A route of ROUTES
 * without an entry here shows the designed placeholder.
 */
const pages: Partial<Record<RouteName, Page>> = {
  Home: lazy(() => import('../features/marketing/components/HomePage.tsx')),
  Why: lazy(() => import('../features/marketing/components/WhyPage.tsx')),
  Program: lazy(() => import('../features/marketing/components/ProgramPage.tsx')),
  How: lazy(() => import('../features/marketing/components/HowPage.tsx')),
  About: lazy(() => import('../features/marketing/components/AboutPage.tsx')),
  Contact: lazy(() => import('../features/contact/components/ContactPage.tsx')),
  Login: lazy(() => import('../features/auth/components/LoginPage.tsx')),
  Enrollments: lazy(() => import('../features/my-page/components/EnrollmentsPage.tsx')),
  MyPage: lazy(() => import('../features/my-page/components/MyPagePage.tsx')),
  Progress: lazy(() => import('../features/progress/components/TodayProgressPage.tsx')),
  SignUp: lazy(() => import('../features/signup/components/SignUpPage.tsx')),
  SubscribeIndex: SubscribePage,
  SubscribeReview: SubscribePage,
  SubscribeThankYou: lazy(() => import('../features/signup/components/ThankYouPage.tsx')),
  Donate: lazy(() => import('../features/donate/components/DonatePage.tsx')),
  DonationThankYou: lazy(() => import('../features/donate/components/DonationThankYouPage.tsx')),
  LargeScreen: lazy(() => import('../features/wall/components/LargeScreenPage.tsx')),
  BigScreenIndex: lazy(() => import('../features/wall/components/BigScreenIndexPage.tsx')),
  LargeLomdim: lazy(() => import('../features/wall/components/LargeLomdimPage.tsx')),
  LargeNames: lazy(() => import('../features/wall/components/LargeNamesPage.tsx')),
  LargeProgress: lazy(() => import('../features/wall/components/LargeProgressPage.tsx')),
  Scans: lazy(() => import('../features/wall/components/ScansPage.tsx')),
  ScanStation: lazy(() => import('../features/scan/components/ScanStationPage.tsx')),
};

const PlaceholderPage = lazy(() => import('./pages/PlaceholderPage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));

/** Route-specific meta descriptions (About's is its founder-story title, spec §2). */
const descriptions: Partial<Record<RouteName, string>> = {
  About: ROUTES.About.page,
};

const routeNames = Object.keys(ROUTES) as RouteName[];

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
  const Page = pages[name];
  const handle: RouteHandle = { page: route.page, description: descriptions[name] };
  return {
    path: route.path,
    handle,
    element: Page ? <Page /> : <PlaceholderPage route={name} />,
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
      {
        path: '*',
        handle: { page: NOT_FOUND_PAGE } satisfies RouteHandle,
        element: <NotFoundPage />,
      },
    ],
  },
];

export const router = createBrowserRouter(appRoutes);
