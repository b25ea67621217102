import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';

/**
 * The product's owner chose React (DESIGN.md §1): the browser runs React DOM 19 and the server's
 * renders use react-dom/server — never a substitute runtime such as Preact or a compat layer
 * (decision 0031). Read in the very files the build wrote and the server sends.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const readAll = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: fs.readFileSync(path.join(folder, file), 'utf8') }));

/**
 * Preact's own code, however minified and wherever bundled (a library may carry a copy): the
 * names of its `options` hooks, which survive minification as property names, and its devtools'.
 */
const PREACT = /\.debounceRendering\b|__PREACT_DEVTOOLS__|\bfrom\s*["']preact(?:\/[a-z-]+)?["']/;

test('the browser’s code is React DOM 19 and holds no Preact', () => {
  const chunks = readAll(path.join(dist, 'assets'));
  expect(chunks.length).toBeGreaterThan(10);
  const withPreact = chunks.filter(({ code }) => PREACT.test(code)).map(({ file }) => file);
  expect(withPreact, 'built chunks with Preact in them').toEqual([]);
  const reactDom = chunks.filter(({ code }) =>
    /`19\.\d+\.\d+`,rendererPackageName:`react-dom`|"19\.\d+\.\d+",rendererPackageName:"react-dom"/.test(
      code,
    ),
  );
  expect(reactDom.map(({ file }) => file)).toHaveLength(1);
  expect(reactDom[0]?.code).toContain('hydrateRoot');
});

test('the prerender and the server’s renders are react-dom/server’s', () => {
  const ssr = readAll(path.join(dist, 'ssr'));
  expect(ssr.filter(({ code }) => PREACT.test(code)).map(({ file }) => file)).toEqual([]);
  const entry = ssr.find(({ file }) => file === 'entry-prerender.js');
  expect(entry?.code).toMatch(/\brenderToString\b/);
  // react-dom/server's own check that it runs with the React of its version.
  expect(entry?.code).toMatch(/react-dom:\s+19\.\d+\.\d+/);
  expect(entry?.code).toContain('ReactDOMServer');
});
