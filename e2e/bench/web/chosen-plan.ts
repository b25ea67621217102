/**
 * The Subscribe screen as a sponsor meets it: after choosing a plan on Sign Up, which the app
 * keeps in its one localStorage key (spec §3). Without one the screen is Sign Up itself, so the
 * bench saves the demo's first plan there before each run, on a cold HTTP cache.
 */
import type { Browser } from 'puppeteer-core';

/** The saved client state with a chosen plan, as app/lib/client-state.ts writes it. */
const savedState = (plan: unknown) =>
  JSON.stringify({
    state: {
      isAuth: false,
      plan,
      episode: null,
      contact: null,
      confirmation: null,
      donationConfirmation: null,
      stationToken: null,
    },
    version: 1,
  });

export async function chooseFirstPlan(browser: Browser, baseUrl: string): Promise<void> {
  const plans = (await (await fetch(`${baseUrl}/api/plans`)).json()) as unknown[];
  if (!plans[0]) throw new Error('the demo offers no plan');
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('zechus', value), savedState(plans[0]));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}
