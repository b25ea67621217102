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

/**
 * Calls `run` once, at the reader's first interaction. A button tapped before the app was there
 * is tapped again once it is (`replay`), so the first tap on Menu opens the menu; links and
 * forms work without the app and need no replay.
 */
export function onFirstInteraction(run: () => Promise<void>): void {
  let tapped: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button) tapped = button;
  };
  document.addEventListener('click', remember, true);
  const go = () => {
    for (const type of INTERACTIONS) removeEventListener(type, go, true);
    void run().then(() => {
      document.removeEventListener('click', remember, true);
      if (tapped?.isConnected) tapped.click();
    });
  };
  for (const type of INTERACTIONS) addEventListener(type, go, { capture: true, passive: true });
}
