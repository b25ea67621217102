/**
 * What a screen opened by its address asks the server for first (decision 0029). The server
 * names these answers in the page's head (`<link rel="preload" as="fetch">`), so they travel with
 * the screen's code instead of after it, and renders the screens marked `rendered` with them
 * (decisions 0030, 0031); the browser's own calls ask for the very same addresses (a unit test of
 * the web app holds the two together). A screen for a signed-in donor is given them only when the
 * request came with a session. An address with a query gets none — its screen asks for its own —
 * unless the query is the one the screen is drawn from (Subscribe's `?plan=<id>`).
 */
interface PageAnswers {
  /** The screen's address, ROUTES' pattern: `:name` is one segment. */
  page: string;
  /** Its first calls, with the page's `:name` segments in them. */
  answers: readonly string[];
  signedIn: boolean;
  /** The server draws the screen with its answers (not only names them in its head). */
  rendered: boolean;
  /**
   * Once drawn with its answers the screen is text and links only, like Home: the page stays
   * plain HTML until the reader's first interaction, when the app starts over it.
   */
  waitsForInteraction?: boolean;
  /** The one query parameter the screen is drawn from; the screen is this page only with it. */
  query?: string;
}

export const PAGE_ANSWERS: readonly PageAnswers[] = [
  { page: '/my-page', answers: ['/api/my-page'], signedIn: true, rendered: false },
  {
    page: '/my-page/:id',
    answers: ['/api/enrollment/:id', '/api/my-page'],
    signedIn: true,
    rendered: true,
  },
  { page: '/progress', answers: ['/api/episode/today'], signedIn: true, rendered: false },
  { page: '/shared/:token', answers: ['/api/shared/:token'], signedIn: false, rendered: true },
  // The pages that show the plans: drawn with the current plans, they need no app to be read
  // (their cards are links), so their visitors' phones run none until they are used (issue 22).
  {
    page: '/how-it-works',
    answers: ['/api/plans'],
    signedIn: false,
    rendered: true,
    waitsForInteraction: true,
  },
  {
    page: '/about',
    answers: ['/api/plans'],
    signedIn: false,
    rendered: true,
    waitsForInteraction: true,
  },
  // The plan a sponsor chose travels in the address (issue 22), so its screen is drawn here too.
  {
    page: '/sign-up/subscribe',
    answers: ['/api/plans'],
    signedIn: false,
    rendered: true,
    query: 'plan',
  },
];

/** A segment that may go into an address as it is: an id or a token, nothing to escape. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** The screen an address opens with its answers, or none (see `pageAnswers`). */
export function pageAnswersEntry(
  url: string,
  signedIn: boolean,
): { answers: string[]; rendered: boolean; waitsForInteraction: boolean } | undefined {
  if (url.includes('#')) return undefined;
  const [path = '', query, ...more] = url.split('?');
  if (more.length > 0) return undefined;
  const segments = path.split('/');
  for (const entry of PAGE_ANSWERS) {
    if (entry.signedIn && !signedIn) continue;
    if (!queryFits(entry.query, query)) continue;
    const pattern = entry.page.split('/');
    if (pattern.length !== segments.length) continue;
    const params = new Map<string, string>();
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params.set(part, segment);
      return PLAIN_SEGMENT.test(segment);
    });
    if (matches) {
      return {
        answers: entry.answers.map((answer) =>
          answer.replace(/:[a-z]+/gi, (name) => params.get(name) ?? name),
        ),
        rendered: entry.rendered,
        waitsForInteraction: entry.waitsForInteraction === true,
      };
    }
  }
  return undefined;
}

/** No query for a screen without one; exactly `name=<plain value>` for a screen drawn from it. */
function queryFits(name: string | undefined, query: string | undefined): boolean {
  if (name === undefined) return query === undefined;
  if (query === undefined) return false;
  const [key, value, ...rest] = query.split('=');
  return rest.length === 0 && key === name && value !== undefined && PLAIN_SEGMENT.test(value);
}

/**
 * The answers to preload for a page's address ('/my-page/12'), or none: none for an address with
 * a query the screen is not drawn from, a segment that is not plain, or a signed-in screen
 * without a session.
 */
export const pageAnswers = (url: string, signedIn: boolean): string[] =>
  pageAnswersEntry(url, signedIn)?.answers ?? [];
