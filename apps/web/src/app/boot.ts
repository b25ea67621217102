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
 * Starts the app over the prerendered page: at once, or at the first interaction when the page
 * waits for one. A prerendered button is on screen before the app has attached its handler, so
 * a tap on Menu in that moment would do nothing; the last button tapped before `start` has
 * handed the page to React is tapped again right after (React then hydrates at once to handle
 * it). From that moment React answers taps itself, so nothing is replayed twice. Links and forms
 * work without the app (forms stay disabled until hydrated) and need no replay.
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
  else run();
}
