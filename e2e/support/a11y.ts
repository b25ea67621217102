import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.0/2.1 A and AA, and axe's best practices (landmarks, headings, unique names). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * One component repeated hundreds of times (the wall's 525 perek cells): axe checks every
 * `every`-th one, spread over the whole screen so that each state (done, pending) is in the
 * sample, and the rest of the page whole. Checking all of them costs a minute of CPU on a
 * 2-core machine and finds nothing the sample does not: the cells differ only in their text.
 */
interface RepeatedSample {
  selector: string;
  every: number;
}
const SKIP_ATTRIBUTE = 'data-axe-not-sampled';

/**
 * Waits for the page's transitions and finite animations to end (a dialog fading out, a toast
 * fading in): axe reads colours as they are at that instant, and half-faded text fails contrast
 * that the settled page passes. Endless ones (the wall's shimmer, a spinner) are not waited for.
 */
async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A cancelled animation rejects `finished`: it is over all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/**
 * Runs axe-core on the page as it is now and fails listing every violation, whatever its impact
 * (rule id, impact, help text and the offending targets): the screens are to be axe-clean, not
 * merely free of the serious findings.
 */
export async function expectNoA11yViolations(
  page: Page,
  options: {
    sample?: RepeatedSample;
    /** A state that only a phone shows (the menu drawer): scanned on the phone project too. */
    phoneOnlyState?: boolean;
  } = {},
): Promise<void> {
  // Once per screen, at desktop size: what axe judges (names, roles, contrast, landmarks,
  // headings) is the same markup and the same colours on a phone, and a scan costs seconds of
  // CPU that a 2-core machine running two browsers does not have to spare. What differs on a
  // phone — the layout — the phone project checks itself (no sideways scrolling, every control
  // reachable).
  if (test.info().project.name === 'phone' && !options.phoneOnlyState) return;
  await transitionsFinished(page);
  const axe = new AxeBuilder({ page }).withTags(RULE_TAGS);
  if (options.sample) {
    const { selector, every } = options.sample;
    // The function runs in the page: everything it uses comes in as an argument.
    await page.evaluate(
      ({ selector, every, skip }) =>
        document.querySelectorAll(selector).forEach((element, index) => {
          if (index % every !== 0) element.setAttribute(skip, '');
        }),
      { selector, every, skip: SKIP_ATTRIBUTE },
    );
    axe.exclude(`[${SKIP_ATTRIBUTE}]`);
  }
  const results = await axe.analyze();
  const report = results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `    - ${JSON.stringify(node.target)} ${node.html.slice(0, 120)}${why ? `\n      ${why}` : ''}`;
    });
    return [`${violation.id} (${violation.impact}): ${violation.help}`, ...targets].join('\n');
  });
  expect(report, `accessibility violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
