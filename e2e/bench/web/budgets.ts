/** The budgets of issue 22, line 3, and the table that checks a page's median against them. */
import type { PageRun } from './lighthouse-run.ts';

export interface PageResult {
  page: string;
  median: PageRun;
}

interface Budget {
  label: string;
  value: (run: PageRun) => number;
  show: (value: number) => string;
  limit: (page: string) => string;
  held: (value: number, page: string) => boolean;
}

const KB = 1024;
/** The three pages of text and links only, which start no app until the reader acts. */
const TEXT_PAGES = new Set(['/', '/why-mishnayos', '/our-program']);
const jsLimitKb = (page: string) => (TEXT_PAGES.has(page) ? 70 : 170);
/**
 * Every page's budgets are the same but first-load JS (React DOM included): 70 KB on Home, Why
 * and Our Program, 170 KB elsewhere.
 */
const ANY_PAGE = '';

export const BUDGETS: Budget[] = [
  {
    label: 'performance',
    value: (r) => r.performance,
    show: String,
    limit: () => '≥ 95',
    held: (v) => v >= 95,
  },
  ...(
    [
      ['a11y', 'accessibility'],
      ['best-practices', 'bestPractices'],
      ['SEO', 'seo'],
    ] as const
  ).map(([label, key]): Budget => ({
    label,
    value: (r) => r[key],
    show: String,
    limit: () => '100',
    held: (v) => v === 100,
  })),
  {
    label: 'LCP',
    value: (r) => r.lcpMs,
    show: (v) => `${(v / 1000).toFixed(2)} s`,
    limit: () => '≤ 2.0 s',
    held: (v) => v <= 2000,
  },
  {
    label: 'CLS',
    value: (r) => r.cls,
    show: (v) => v.toFixed(3),
    limit: () => '≤ 0.02',
    held: (v) => v <= 0.02,
  },
  {
    label: 'TBT',
    value: (r) => r.tbtMs,
    show: (v) => `${Math.round(v)} ms`,
    limit: () => '≤ 150 ms',
    held: (v) => v <= 150,
  },
  {
    label: 'first-load JS (gzip)',
    value: (r) => r.firstLoadJsGzip,
    show: (v) => `${(v / KB).toFixed(1)} KB`,
    limit: (page) => (page === ANY_PAGE ? '≤ 70 KB text pages, 170 KB' : `≤ ${jsLimitKb(page)} KB`),
    held: (v, page) => v <= jsLimitKb(page) * KB,
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Each figure's median over the runs (fonts, failing audits, shifts: those of any run). */
export function medianRun(runs: PageRun[]): PageRun {
  const m = (pick: (r: PageRun) => number) => median(runs.map(pick));
  return {
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    lcpMs: m((r) => r.lcpMs),
    cls: m((r) => r.cls),
    tbtMs: m((r) => r.tbtMs),
    firstLoadJsGzip: m((r) => r.firstLoadJsGzip),
    fonts: [...new Set(runs.flatMap((r) => r.fonts))],
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    shifts: [...new Set(runs.flatMap((r) => r.shifts))],
  };
}

/** A Markdown table: one row per page, each cell the figure and whether its budget held. */
export function budgetTable(results: PageResult[]): { markdown: string; missed: number } {
  let missed = 0;
  const header = `| page | ${BUDGETS.map((b) => b.label).join(' | ')} |`;
  const limits = `| budget | ${BUDGETS.map((b) => b.limit(ANY_PAGE)).join(' | ')} |`;
  const rule = `|${' --- |'.repeat(BUDGETS.length + 1)}`;
  const rows = results.map(({ page, median: run }) => {
    const cells = BUDGETS.map((b) => {
      const value = b.value(run);
      const held = b.held(value, page);
      if (!held) missed += 1;
      return `${b.show(value)} ${held ? 'held' : '**missed**'}`;
    });
    return `| ${page} | ${cells.join(' | ')} |`;
  });
  return { markdown: [header, rule, limits, ...rows].join('\n'), missed };
}
