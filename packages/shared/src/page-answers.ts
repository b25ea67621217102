/**
 * What a screen opened by its address asks the server for first (decision 0029). The server
 * names these answers in the page's head (`<link rel="preload" as="fetch">`), so they travel with
 * the screen's code instead of after it; the browser's own calls ask for the very same addresses
 * (a unit test of the web app holds the two together). A screen for a signed-in donor is given
 * them only when the request came with a session; the addresses take no query, so a screen opened
 * with one (?day=3) asks for its answer itself.
 */
interface PageAnswers {
  /** The screen's address, ROUTES' pattern: `:name` is one segment. */
  page: string;
  /** Its first calls, with the page's `:name` segments in them. */
  answers: readonly string[];
  signedIn: boolean;
}

export const PAGE_ANSWERS: readonly PageAnswers[] = [
  { page: '/my-page', answers: ['/api/my-page'], signedIn: true },
  { page: '/my-page/:id', answers: ['/api/enrollment/:id', '/api/my-page'], signedIn: true },
  { page: '/progress', answers: ['/api/episode/today'], signedIn: true },
  { page: '/shared/:token', answers: ['/api/shared/:token'], signedIn: false },
];

/** A segment that may go into an address as it is: an id or a token, nothing to escape. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The answers to preload for a page's address ('/my-page/12'), or none: none for an address with
 * a query, a segment that is not plain, or a signed-in screen without a session.
 */
export function pageAnswers(url: string, signedIn: boolean): string[] {
  if (/[?#]/.test(url)) return [];
  const segments = url.split('/');
  for (const entry of PAGE_ANSWERS) {
    if (entry.signedIn && !signedIn) continue;
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
      return entry.answers.map((answer) =>
        answer.replace(/:[a-z]+/gi, (name) => params.get(name) ?? name),
      );
    }
  }
  return [];
}
