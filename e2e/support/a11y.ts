import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core with the WCAG 2.0/2.1 A and AA rules on the page as it is now and fails listing
 * every serious or critical violation (rule id, impact, help text and the offending targets).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
  const report = blocking.map((violation) => {
    const targets = violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `    - ${JSON.stringify(node.target)} ${node.html.slice(0, 120)}${why ? `\n      ${why}` : ''}`;
    });
    return [`${violation.id} (${violation.impact}): ${violation.help}`, ...targets].join('\n');
  });
  expect(
    report,
    `serious/critical accessibility violations on ${page.url()}:\n${report.join('\n')}`,
  ).toEqual([]);
}
