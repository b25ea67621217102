import type { RouteName } from '@zechus/shared';

/** English strings of the web client that are not page copy. */
export const en = {
  skipLink: 'Skip to main content',
  logoLink: 'Zechus home',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  signOut: 'Sign Out',
  footerLine:
    'Children learning Mishnayos every day, for the neshamos and the merits of those you hold dear.',
  loading: 'Loading…',
  home: 'Home',
  notFound: {
    lede: 'We could not find the page you were looking for. It may have moved, or the link may be mistyped.',
  },
  placeholder: {
    eyebrow: 'Coming soon',
    note: 'We are preparing this page with care. Until it opens, our office is glad to help.',
  },
  contact: {
    sent: 'Your email was sent.',
    failed: 'Sorry something went wrong.',
    sending: 'Sending your message…',
    send: 'Send',
  },
} as const;

/** What each screen that is not built yet will hold (spec §2), shown on its placeholder. */
export const placeholderDescriptions: Partial<Record<RouteName, string>> = {
  Enrollments:
    'Here donors will see every dedication they have made, with each day of learning and how far the children have come.',
  MyPage:
    'Here a donor will follow one dedication: the sedarim, the masechtos and the children learning them, perek by perek.',
  SignUp:
    'Here sponsors will choose a day, a month or a year of learning to dedicate for a yoirtzeit, a shloishim, a merit or a refuah.',
  SubscribeIndex:
    'Here sponsors will name the neshama or the person the learning is for, choose the date, and give their contact and card details.',
  SubscribeReview: 'Here sponsors will read over their dedication once more before confirming it.',
  SubscribeThankYou:
    'Here sponsors will find their confirmation: the name, the date of the learning and the receipt of their gift.',
  Donate:
    'Here friends of the programme will make a general donation that keeps the children learning every day.',
  DonationThankYou:
    'Here donors will find the confirmation of their general donation, with our heartfelt thanks.',
  Login: 'Here donors will sign in with their e-mail and donor ID to follow their learning.',
  Progress:
    "Here everyone will watch today's learning unfold: every seder, masechta and child, as each perek is completed.",
  LargeScreen:
    "Here the big screen in the beis medrash will show today's chapters, the names being learned for and the progress, live.",
  BigScreenIndex:
    'Here staff will preview each view of the big screen before it goes up in the hall.',
  LargeLomdim: 'Here the big screen will show the children learning today, page by page.',
  LargeNames:
    'Here the big screen will show the names the learning is dedicated to, with their Hebrew dates.',
  LargeProgress: "Here the big screen will show today's overall progress, counted in Yiddish.",
  Scans: 'Here the big screen will show each perek as it is scanned complete.',
  ScanStation:
    "Here teachers will scan each child's finished perek, so the learning is counted the moment it is done.",
};
