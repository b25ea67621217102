/**
 * One Lighthouse run of one page (its default: mobile, simulated slow 4G) and the figures the
 * budgets are about.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';

export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts of the first load, gzipped as the build's .gz copies (bytes). */
  firstLoadJsGzip: number;
  /** Font files fetched on the first load. */
  fonts: string[];
  /** Audits that failed in the a11y, best-practices and SEO categories. */
  failing: string[];
  /** What moved (Lighthouse's layout-shifts audit): element selector and its score. */
  shifts: string[];
}

interface ShiftItem {
  node?: { selector?: string };
  score?: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** The gzipped size of a built script: its .gz copy, or gzip of the file when it has none. */
function gzipSize(distDir: string, url: string): number {
  const file = path.join(distDir, new URL(url).pathname);
  if (!file.startsWith(distDir) || !fs.existsSync(file)) return 0;
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

export async function runLighthouse(
  url: string,
  options: {
    port: number;
    distDir: string;
  },
): Promise<PageRun> {
  const result = await lighthouse(url, {
    port: options.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[];
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    firstLoadJsGzip: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + gzipSize(options.distDir, r.url), 0),
    fonts: requests
      .filter((r) => r.resourceType === 'Font')
      .map((r) => path.basename(new URL(r.url).pathname)),
    failing,
    shifts: ((lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] })?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`),
  };
}
