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
import { addModulePreloads, chunkClosure, fillTemplate } from './prerender-html.mjs';

// Arguments (both optional): the SSR build's directory, the client build's directory.
const webDir = path.resolve(import.meta.dirname, '..');
const ssrDir = path.resolve(process.argv[2] ?? path.join(webDir, 'node_modules/.cache/prerender'));
const distDir = path.resolve(process.argv[3] ?? path.join(webDir, 'dist'));

/**
 * The prerendered pages. `static`: text and links only, so the page stays plain HTML until the
 * reader's first interaction (app/boot.ts). The others hydrate at once: they fetch plans or hold
 * a form.
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

const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
const { prerender } = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);

// A page that is not prerendered shows nothing until the app runs: preloading the app chunk
// (and what it imports) from index.html saves the round trip of discovering it from the entry.
const appChunks = chunkClosure(manifest, 'src/app/start.tsx');
fs.writeFileSync(path.join(distDir, 'index.html'), addModulePreloads(template, appChunks));

const outDir = path.join(distDir, 'prerendered');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir);
const pages = {};
for (const page of PAGES) {
  const rendered = await prerender(page.path);
  // No preload hints here: the page paints from its HTML and CSS, and a hint would have the
  // app's chunks compete with the stylesheet and fonts for a slow line before the first paint.
  const html = fillTemplate(template, {
    ...rendered,
    hydrate: page.static ? 'on-interaction' : 'at-once',
  });
  fs.writeFileSync(path.join(outDir, `${page.name}.html`), html);
  pages[page.path] = `${page.name}.html`;
}
fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.log(`prerendered ${PAGES.length} pages into ${outDir}`);
