/**
 * npm run bench:web [-- --pages=/,/login --runs=1 --no-build]
 *
 * Builds (npm run build), starts the app on a fresh demo database, logs in as the demo donor,
 * and runs Lighthouse (mobile, simulated slow 4G) in the installed Chromium over the pages of
 * issue 11, line 1, `--runs` times each (default 3), printing each page's medians against the
 * budgets. A full run (every page, three runs or more) is also written to
 * docs/benchmarks/web.md; a partial one (a quick check) only prints.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import * as prettier from 'prettier';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../support/chromium.ts';
import { startApp } from './web/app-server.ts';
import { budgetTable, medianRun, type PageResult } from './web/budgets.ts';
import { demoDonorSession } from './web/donor-session.ts';
import { runLighthouse, type PageRun } from './web/lighthouse-run.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.join(repoRoot, 'apps/web/dist');
/**
 * Subscribe for a chosen plan: the plan travels in the address (issue 22), so a sponsor who
 * follows a plan's link — or opens one shared with them — meets the screen the server drew for it.
 * `:plan` stands for the demo's first plan.
 */
const SUBSCRIBE = '/sign-up/subscribe?plan=:plan';
/** Stands for the demo donor's progress page, whose id is known once logged in. */
const PROGRESS = '/my-page/:id';
const ALL_PAGES = [
  '/',
  '/why-mishnayos',
  '/our-program',
  '/how-it-works',
  '/about',
  '/contact',
  '/sign-up',
  SUBSCRIBE,
  '/donate',
  '/login',
  PROGRESS,
];

function options() {
  const arg = (name: string) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const pages = arg('pages')?.split(',').filter(Boolean) ?? ALL_PAGES;
  const runs = Number(arg('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  const unknown = pages.filter(
    (p) => !ALL_PAGES.includes(p) && !p.startsWith('/my-page/') && !p.startsWith('/sign-up/'),
  );
  if (unknown.length) console.warn(`note: not a page of the budget list: ${unknown.join(', ')}`);
  return { pages, runs, build: !process.argv.includes('--no-build') };
}

const loadNote = () => {
  const [one] = os.loadavg();
  return { one: one ?? 0, busy: (one ?? 0) > os.cpus().length * 0.5 };
};

/**
 * One run, tried a second time when Lighthouse gives up on it (on a busy machine a page can miss
 * its first paint window: NO_FCP); undefined when both attempts failed.
 */
async function runOnce(url: string, port: number): Promise<PageRun | undefined> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const result = await runLighthouse(url, { port, distDir });
      console.log(`performance ${result.performance}, CLS ${result.cls.toFixed(3)}`);
      return result;
    } catch (error) {
      console.log(`failed (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return undefined;
}

async function main() {
  const { pages, runs, build } = options();
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    throw new Error(
      `Chromium not found at ${chromePath}: apt-get install -y chromium, or set CHROMIUM_PATH.`,
    );
  }
  if (build) {
    console.log('building (npm run build) …');
    const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  const loadBefore = loadNote();
  const app = await startApp(repoRoot);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const results: PageResult[] = [];
  try {
    const donor = await demoDonorSession(app.url);
    // The donor's session goes into the browser's cookie jar, for the progress page only.
    // Lighthouse's extraHeaders Cookie reached the page but not its fetches (403 from the API),
    // and Lighthouse clears caches between runs, not cookies.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const domain = new URL(app.url).hostname;
    const sessionCookies = donor.cookies.map((c) => ({ ...c, domain, path: '/' }));
    const plans = (await (await fetch(`${app.url}/api/plans`)).json()) as { id: number }[];
    const firstPlan = plans[0];
    if (!firstPlan) throw new Error('the demo offers no plan');
    for (const page of pages) {
      const pathName =
        page === PROGRESS ? donor.progressPath : page.replace(':plan', String(firstPlan.id));
      const signedIn = pathName.startsWith('/my-page');
      if (signedIn) await browser.setCookie(...sessionCookies);
      const pageRuns: PageRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`${pathName} run ${run}/${runs} … `);
        const result = await runOnce(`${app.url}${pathName}`, chrome.port);
        if (result) pageRuns.push(result);
      }
      if (signedIn) await browser.deleteCookie(...(await browser.cookies()));
      if (pageRuns.length) results.push({ page: pathName, median: medianRun(pageRuns) });
      else console.log(`${pathName}: no run completed, left out of the table`);
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    await app.stop();
  }
  const loadAfter = loadNote();

  const { markdown, missed } = budgetTable(results);
  const details = results
    .map(({ page, median }) => {
      const failing = median.failing.length ? median.failing.join(', ') : 'none';
      const shifts = median.shifts.length ? `; moved ${median.shifts.join(', ')}` : '';
      return `- ${page}: fonts fetched ${median.fonts.join(', ') || 'none'}; failing audits ${failing}${shifts}`;
    })
    .join('\n');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}`;
  const busy = loadBefore.busy || loadAfter.busy ? 'busy (other work running)' : 'quiet';
  const when = new Date().toISOString().slice(0, 10);
  const context = [
    `Date: ${when}. Machine: ${machine}.`,
    `Load average (1 min) ${loadBefore.one.toFixed(2)} before, ${loadAfter.one.toFixed(2)} after: ${busy}.`,
    `Server: ${app.command}. Lighthouse ${runs} run(s) per page, median; mobile preset, simulated slow 4G, Chromium ${chromePath}.`,
  ].join('\n');
  console.log(`\n${markdown}\n\n${details}\n\n${context}`);
  console.log(missed ? `\n${missed} budget(s) missed.` : '\nEvery budget held.');

  const full = pages.length === ALL_PAGES.length && runs >= 3;
  if (full) {
    const file = path.join(repoRoot, 'docs/benchmarks/web.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Formatted as the repository's format check expects, so a bench run leaves it passing.
    const write = async (markdown: string) =>
      fs.writeFileSync(
        file,
        await prettier.format(markdown, {
          ...(await prettier.resolveConfig(file)),
          filepath: file,
        }),
      );
    await write(
      `# Web: Lighthouse against the budgets of issue 11\n\n` +
        `\`npm run bench:web\` (quick check: \`npm run bench:web -- --pages=/,/login --runs=1 --no-build\`).\n` +
        `First-load JS is the gzipped size (the build's .gz copies) of every script the page's first load fetched; the server sends brotli, smaller still.\n` +
        `On a shared machine the timings (LCP, TBT, performance) are noisy; bytes, CLS and the audits are not.\n\n` +
        `${context}\n\n${markdown}\n\n${details}\n`,
    );
    console.log(`written to ${path.relative(repoRoot, file)}`);
  }
  process.exitCode = missed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
