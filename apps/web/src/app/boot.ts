import { getSiteConfig } from '../lib/site-config.ts';

/** What the first interaction with a page looks like: any of these starts the app. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll'] as const;

/**
 * True when the page may stay plain HTML until the reader does something. The prerender marks
 * the pages that are text and links only (root data-hydrate="on-interaction"); Home with a
 * configured hero video is not among them at run time, since the video's controls need the app.
 */
export const waitsForInteraction = (root: HTMLElement): boolean =>
  root.dataset.hydrate === 'on-interaction' && !getSiteConfig().heroVideoUrl;

/** Calls `run` once, at the reader's first interaction with the page. */
function onFirstInteraction(run: () => void): void {
  const go = () => {
    for (const type of INTERACTIONS) removeEventListener(type, go, true);
    run();
  };
  for (const type of INTERACTIONS) addEventListener(type, go, { capture: true, passive: true });
}

/**
 * Calls `run` just after the browser has painted the page as the server sent it: the frame is
 * drawn in the callback of requestAnimationFrame, and a task queued from there runs after it.
 * A prerendered page is complete without the app, so its JavaScript (about 100 KB) does not
 * compete with the stylesheet and fonts for a slow line before the reader sees the page.
 */
function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * Starts the app over the prerendered page: after its first paint, or at the first interaction
 * when the page waits for one (in a tab opened in the background, requestAnimationFrame waits
 * until the tab is shown: nobody reads it before). A prerendered button is on screen before the
 * app has attached its handler, so a tap on Menu in that moment would do nothing; the last button
 * tapped before `start` has handed the page to the app is tapped again right after. From that
 * moment the app answers taps itself, so nothing is replayed twice. Links and forms work without
 * the app (forms stay disabled until hydrated) and need no replay.
 */
export function bootApp(root: HTMLElement, start: () => Promise<void>): void {
  let tapped: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button) tapped = button;
  };
  document.addEventListener('click', remember, true);
  const run = () => {
    void start().then(() => {
      // Same task as hydrateRoot: no click can fall between React taking over and this line.
      document.removeEventListener('click', remember, true);
      if (tapped?.isConnected) tapped.click();
    });
  };
  if (waitsForInteraction(root)) onFirstInteraction(run);
  else if (root.hasChildNodes()) afterFirstPaint(run);
  else run(); // no page to paint without the app: index.html preloads its chunks
}
