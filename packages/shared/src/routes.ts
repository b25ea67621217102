/**
 * Every screen of spec §2 with its path and page name. The web router and the e2e specs both
 * read this table, so a path or a title is written once. `built: false` marks a screen whose
 * feature is not built yet: the router shows a designed placeholder naming what will be there.
 */
export interface RouteInfo {
  /** Named route of spec §2 (or our own name for the screens spec §2 lists without one). */
  name: string;
  /** React Router path pattern. */
  path: string;
  /** A concrete URL to visit in tests (fills parameters). */
  sample: string;
  /** Page name; the document title is `${page} | Zechus`. */
  page: string;
  /** Shown in the top bar / footer. */
  nav?: string;
  built: boolean;
}

export const ROUTES = {
  Home: { name: 'Home', path: '/', sample: '/', page: 'Home', built: true },
  Why: {
    name: 'Why',
    path: '/why-mishnayos',
    sample: '/why-mishnayos',
    page: 'Why Mishnayos',
    nav: 'Why Mishnayos',
    built: true,
  },
  Program: {
    name: 'Program',
    path: '/our-program',
    sample: '/our-program',
    page: 'Our Program',
    nav: 'Our Program',
    built: true,
  },
  How: {
    name: 'How',
    path: '/how-it-works',
    sample: '/how-it-works',
    page: 'How it Works',
    nav: 'How it Works',
    built: true,
  },
  About: {
    name: 'About',
    path: '/about',
    sample: '/about',
    page: "Our Founder's Story",
    nav: 'About',
    built: true,
  },
  Contact: {
    name: 'Contact',
    path: '/contact',
    sample: '/contact',
    page: 'Contact',
    nav: 'Contact',
    built: true,
  },
  Enrollments: {
    name: 'Enrollments',
    path: '/my-page',
    sample: '/my-page',
    page: 'My Page',
    nav: 'My Page',
    built: true,
  },
  MyPage: {
    name: 'MyPage',
    path: '/my-page/:id',
    sample: '/my-page/1?day=1',
    page: 'My Progress',
    built: true,
  },
  SignUp: {
    name: 'SignUp',
    path: '/sign-up',
    sample: '/sign-up',
    page: 'Sign Up',
    nav: 'Sign Up',
    built: true,
  },
  SubscribeIndex: {
    name: 'SubscribeIndex',
    path: '/sign-up/subscribe',
    sample: '/sign-up/subscribe',
    page: 'Your Dedication',
    built: true,
  },
  SubscribeReview: {
    name: 'SubscribeReview',
    path: '/sign-up/review',
    sample: '/sign-up/review',
    page: 'Review Your Dedication',
    built: true,
  },
  SubscribeThankYou: {
    name: 'SubscribeThankYou',
    path: '/thank-you',
    sample: '/thank-you',
    page: 'Thank You',
    built: true,
  },
  Donate: { name: 'Donate', path: '/donate', sample: '/donate', page: 'Donate', built: true },
  DonationThankYou: {
    name: 'DonationThankYou',
    path: '/donation-thank-you',
    sample: '/donation-thank-you',
    page: 'Thank You for Your Donation',
    built: true,
  },
  Login: { name: 'Login', path: '/login', sample: '/login', page: 'Login', built: true },
  Progress: {
    name: 'Progress',
    path: '/progress',
    sample: '/progress',
    page: "Today's Progress",
    built: true,
  },
  LargeScreen: {
    name: 'LargeScreen',
    path: '/large-screen',
    sample: '/large-screen',
    page: 'Big Screen',
    built: true,
  },
  BigScreenIndex: {
    name: 'BigScreenIndex',
    path: '/big-screen',
    sample: '/big-screen',
    page: 'Big Screen Previews',
    built: true,
  },
  LargeLomdim: {
    name: 'LargeLomdim',
    path: '/big-screen/lomdim',
    sample: '/big-screen/lomdim',
    page: 'Large Lomdim',
    built: true,
  },
  LargeNames: {
    name: 'LargeNames',
    path: '/big-screen/names',
    sample: '/big-screen/names',
    page: 'Large Names',
    built: true,
  },
  LargeProgress: {
    name: 'LargeProgress',
    path: '/big-screen/progress',
    sample: '/big-screen/progress',
    page: 'Large Progress',
    built: true,
  },
  Scans: {
    name: 'Scans',
    path: '/big-screen/scans',
    sample: '/big-screen/scans',
    page: 'Scans',
    built: true,
  },
  ScanStation: {
    name: 'ScanStation',
    path: '/scan',
    sample: '/scan',
    page: 'Scanner Station',
    built: true,
  },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof ROUTES;

/** The top bar and footer links, in spec §2 order. */
export const NAV_ROUTES: readonly RouteName[] = [
  'Why',
  'Program',
  'How',
  'About',
  'Contact',
  'Enrollments',
  'SignUp',
];

/** Page name of the fallback screen for an unknown path. */
export const NOT_FOUND_PAGE = 'Page Not Found';

/**
 * The Subscribe screen (or its review) for a chosen plan: the plan travels in the address, so the
 * server can draw the screen with it and a link can be shared or reopened (issue 22).
 */
export const subscribePath = (planId: number, step: 'details' | 'review' = 'details'): string =>
  `${step === 'review' ? ROUTES.SubscribeReview.path : ROUTES.SubscribeIndex.path}?plan=${planId}`;
