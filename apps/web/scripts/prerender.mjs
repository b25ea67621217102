/**
 * After `vite build` (the client, with its manifest) and `vite build --ssr` (src/entry-prerender):
 * writes each page below as dist/prerendered/<name>.html — the built index.html with the page's
 * markup inside #root, its title and description, and preload hints for the chunks it starts
 * with — and dist/prerendered/pages.json, the path → file map the server reads. The CSRF token
 * and site-config placeholders stay for the server to fill per response.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  addFontPreloads,
  addManifestLink,
  addModulePreloads,
  chunkClosure,
  fillTemplate,
  fontFiles,
} from './prerender-html.mjs';

// Arguments (both optional): the SSR build's directory, the client build's directory. The SSR
// build stays in dist/ssr: the server renders a donor's dedication with it at request time
// (decision 0030), and never serves it as a file.
const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.argv[3] ?? path.join(webDir, 'dist'));
const ssrDir = path.resolve(process.argv[2] ?? path.join(distDir, 'ssr'));

/**
 * The prerendered pages. `static`: text and links only, so the page stays plain HTML until the
 * reader's first interaction (app/boot.ts). The others hydrate at once: they hold a form, or show
 * the plans — How it Works and About, which the server draws per request with the plans of the
 * moment and then lets wait for an interaction too (shared page-answers.ts); these drawings,
 * without the plans, are what it sends when it cannot.
 */
const PAGES = [
  { name: 'home', path: '/', static: true },
  { name: 'why', path: '/why-mishnayos', static: true },
  { name: 'program', path: '/our-program', static: true },
  { name: 'how', path: '/how-it-works' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  { name: 'sign-up', path: '/sign-up' },
  { name: 'donate', path: '/donate' },
];

/**
 * Screens that are not prerendered (they show one visitor's data or choices) but are opened by
 * their address — from an e-mail, a bookmark, a shared link. Their page is index.html with the
 * screen's own chunks preloaded too, so the browser fetches them beside the app's instead of
 * after it (decision 0029). `paths` are ROUTES' patterns (`:id` one segment of any value).
 * `fonts`: faces its first screen draws with besides the two every page preloads — a
 * dedication's Hebrew name, date and figures — so they are there for its first paint (the
 * server renders it, decision 0030) instead of arriving after it and moving the lines below.
 * `manifest`: the hall screens' web app manifest, which lets the station and the wall be
 * installed as apps (decision 0035).
 */
const DEDICATION_FONTS = [
  'frank-ruhl-libre-hebrew-400-normal',
  'frank-ruhl-libre-hebrew-700-normal',
  'heebo-latin-500-normal',
];
const SHELLS = [
  {
    name: 'subscribe',
    paths: ['/sign-up/subscribe', '/sign-up/review'],
    module: 'src/features/signup/components/SubscribePage.tsx',
  },
  {
    name: 'my-page',
    paths: ['/my-page'],
    module: 'src/features/my-page/components/EnrollmentsPage.tsx',
  },
  {
    name: 'dedication',
    paths: ['/my-page/:id'],
    module: 'src/features/my-page/components/MyPagePage.tsx',
    fonts: DEDICATION_FONTS,
  },
  {
    name: 'shared',
    paths: ['/shared/:token'],
    module: 'src/features/progress/components/SharedProgressPage.tsx',
    fonts: DEDICATION_FONTS,
  },
  {
    name: 'progress',
    paths: ['/progress'],
    module: 'src/features/progress/components/TodayProgressPage.tsx',
  },
  {
    name: 'scan',
    paths: ['/scan'],
    module: 'src/features/scan/components/ScanStationPage.tsx',
    manifest: '/scan.webmanifest',
  },
  {
    name: 'wall',
    paths: ['/large-screen'],
    module: 'src/features/wall/components/LargeScreenPage.tsx',
    manifest: '/wall.webmanifest',
  },
];

const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

/**
 * The manifest's key of the app's start (src/app/start.tsx, which main.tsx imports lazily). When
 * the bundler folds a small piece shared with a page into that chunk (vite/chunks.ts: shared
 * pieces under 4 KB are inlined), the chunk is no longer the module's own and the manifest names
 * it by its chunk name, '_start-….js'.
 */
function appStartKey(manifest) {
  if (manifest['src/app/start.tsx']) return 'src/app/start.tsx';
  const key = Object.keys(manifest).find(
    (k) => k.startsWith('_') && manifest[k].name === 'start' && manifest[k].file.endsWith('.js'),
  );
  if (!key) throw new Error('the app’s start (src/app/start.tsx) is not in the Vite manifest');
  return key;
}
const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
const { prerender } = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);

// A page that is not prerendered shows nothing until the app runs: preloading the app chunk
// (and what it imports) from index.html saves the round trip of discovering it from the entry.
const appChunks = chunkClosure(manifest, appStartKey(manifest));
fs.writeFileSync(path.join(distDir, 'index.html'), addModulePreloads(template, appChunks));

const outDir = path.join(distDir, 'prerendered');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir);
/**
 * pages.json: for each path, the file every visitor gets and, for a prerendered page, the one a
 * request with a donor's session gets instead (its top bar signed in, as the app will draw it).
 */
const pages = {};
for (const page of PAGES) {
  const files = {};
  for (const signedIn of [false, true]) {
    const rendered = await prerender(page.path, signedIn);
    // No preload hints here: the page paints from its HTML and CSS, and a hint would have the
    // app's chunks compete with the stylesheet and fonts for a slow line before the first paint.
    const html = fillTemplate(template, {
      ...rendered,
      hydrate: page.static ? 'on-interaction' : 'at-once',
    });
    const file = `${page.name}${signedIn ? '.signed-in' : ''}.html`;
    fs.writeFileSync(path.join(outDir, file), html);
    files[signedIn ? 'signedIn' : 'signedOut'] = file;
  }
  pages[page.path] = files;
}
const withApp = addModulePreloads(template, appChunks);
for (const shell of SHELLS) {
  const html = addManifestLink(
    addFontPreloads(
      addModulePreloads(withApp, chunkClosure(manifest, shell.module)),
      fontFiles(manifest, shell.fonts ?? []),
    ),
    shell.manifest,
  );
  fs.writeFileSync(path.join(outDir, `${shell.name}.html`), html);
  for (const pattern of shell.paths) pages[pattern] = { signedOut: `${shell.name}.html` };
}
fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.log(`prerendered ${PAGES.length} pages and ${SHELLS.length} screens' heads into ${outDir}`);
