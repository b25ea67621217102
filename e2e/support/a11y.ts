import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0/2.1 A and AA, and axe's best practices (landmarks, headings, unique names). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is now and fails listing every violation, whatever its impact
 * (rule id, impact, help text and the offending targets): the screens are to be axe-clean, not
 * merely free of the serious findings.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  const report = results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `    - ${JSON.stringify(node.target)} ${node.html.slice(0, 120)}${why ? `\n      ${why}` : ''}`;
    });
    return [`${violation.id} (${violation.impact}): ${violation.help}`, ...targets].join('\n');
  });
  expect(report, `accessibility violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
