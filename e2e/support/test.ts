/**
 * The suite's `test`: Playwright's, with a guard that fails any story whose pages logged an error
 * or a warning to the console, or threw — a hydration mismatch, a React or React Router warning,
 * a failed request the page did not expect, an uncaught exception. Every spec imports `test` from
 * here (ESLint holds them to it). It watches every page of the story's context and of any context
 * the story opens itself, and counts their data requests in flight (requests-in-flight.ts).
 *
 * A story whose subject is a refusal (a declined card, a wrong donor ID) names the answer it
 * expects with `expectFailedRequest(status)`: the browser logs that failed request, and only that.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
} from '@playwright/test';
import { countRequestsInFlight } from './requests-in-flight.ts';

// Everything else of Playwright's test module, as it is (this module's `test` shadows its own).
export * from '@playwright/test';

/** Statuses the current story expects the browser to log as failed requests. */
let expectedStatuses = new Set<number>();
/** Whether the current story takes the network away (requests then fail with `net::` errors). */
let networkDropExpected = false;

/**
 * Says that this story expects a request to fail with `status` (the browser logs each such
 * answer as "Failed to load resource"). Only that status is let through, and only in this story.
 */
export function expectFailedRequest(...statuses: number[]): void {
  for (const status of statuses) expectedStatuses.add(status);
}

/**
 * Says that this story cuts the page's network (offline, a link cut): the requests then cut short
 * are logged by the browser as failed with a `net::` error, and only those are let through.
 */
export function expectNetworkDrop(): void {
  networkDropExpected = true;
}

const FAILED_REQUEST = /^Failed to load resource: the server responded with a status of (\d{3})\b/;
const NETWORK_FAILURE = /^Failed to load resource: net::ERR_[A-Z_]+$/;

/** Whether a console message is a problem: every error and warning but the expected failures. */
function problemOf(message: ConsoleMessage): string | null {
  const type = message.type();
  if (type !== 'error' && type !== 'warning') return null;
  const text = message.text();
  const failed = FAILED_REQUEST.exec(text);
  if (failed && expectedStatuses.has(Number(failed[1]))) return null;
  if (networkDropExpected && NETWORK_FAILURE.test(text)) return null;
  const where = message.location().url;
  return `console ${type}: ${text}${where ? ` (${where})` : ''}`;
}

/**
 * Collects into `problems` what `context`'s pages log that is a problem (see problemOf). The
 * suite's guard calls it for every context of its browser; a story that launches a browser of
 * its own (a fake camera) calls it for that browser's context.
 */
export async function watchContext(context: BrowserContext, problems: string[]): Promise<void> {
  await context.addInitScript(countRequestsInFlight);
  context.on('console', (message) => {
    const problem = problemOf(message);
    if (problem) problems.push(problem);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
}

export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ context, browser }, use) => {
      expectedStatuses = new Set();
      networkDropExpected = false;
      const problems: string[] = [];
      await watchContext(context, problems);
      // Contexts the story opens itself (a second visitor, the hall's screen) are watched too.
      const restore = watchNewContexts(browser, (opened) => watchContext(opened, problems));
      try {
        await use();
      } finally {
        restore();
      }
      expect(problems, 'the pages logged errors or warnings to the console').toEqual([]);
    },
    { auto: true },
  ],
});

/** Calls `onContext` for each context `browser` opens until the returned function is called. */
function watchNewContexts(browser: Browser, onContext: (context: BrowserContext) => Promise<void>) {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await onContext(context);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    await onContext(page.context());
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}
