import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { FontaineTransform } from 'fontaine';
import { defineConfig } from 'vite';
import type { Plugin, ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkGroups } from './vite/chunks.ts';
import { hallWorker } from './vite/hall-worker-build.ts';
import { preloadFonts } from './vite/preload-fonts.ts';
import { subsetFonts } from './vite/subset-fonts.ts';

const require = createRequire(import.meta.url);

/**
 * The browser build's files (vite/chunks.ts): the groups, and a shared piece under 4 KB (before
 * minifying) copied into the files that need it rather than fetched on its own — a tiny icon or
 * helper is cheaper than a round trip. Copying needs the entries' exports not kept (ours have
 * none: main.tsx only starts the app).
 */
const browserChunks = {
  preserveEntrySignatures: false,
  output: {
    codeSplitting: { groups: chunkGroups, experimentalInlineCommonChunks: { maxSize: 4096 } },
  },
} as const;

/**
 * The hall's two screens, which open without the network once opened (decision 0035): /sw.js
 * caches each one's page and files and nothing else. Their manifests and icons are in public/.
 */
const HALL_ICONS = ['hall-icon-192.png', 'hall-icon-512.png', 'hall-icon-maskable-512.png'];
const hallScreens = [
  {
    path: '/scan',
    page: 'src/features/scan/components/ScanStationPage.tsx',
    publicFiles: ['scan.webmanifest', 'favicon.svg', ...HALL_ICONS],
  },
  {
    path: '/large-screen',
    page: 'src/features/wall/components/LargeScreenPage.tsx',
    publicFiles: ['wall.webmanifest', 'favicon.svg', ...HALL_ICONS],
  },
];

const API_ORIGIN = process.env.ZECHUS_API_ORIGIN ?? 'http://localhost:3000';

/** A browser navigation (GET that accepts HTML) stays with the SPA instead of the API. */
const isPageNavigation = (req: IncomingMessage): boolean =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  // /contact is both a page (GET, history mode) and the form endpoint (POST).
  '/contact': {
    target: API_ORIGIN,
    changeOrigin: true,
    bypass: (req) => (isPageNavigation(req) ? '/index.html' : undefined),
  },
};

/**
 * Development only. In production the API serves index.html and fills its CSRF token (spec §7);
 * under the Vite dev server the page comes from Vite, so this plays the server's part of the
 * double submit: a random XSRF-TOKEN cookie and the same token in the csrf-token meta tag. The
 * API needs no state for that, so its check passes exactly as it would in production.
 */
const devCsrfToken = (): Plugin => ({
  name: 'zechus-dev-csrf-token',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (!isPageNavigation(req)) return next();
      const cookie = /(?:^|;\s*)XSRF-TOKEN=([A-Za-z0-9_-]{43})(?:;|$)/.exec(
        req.headers.cookie ?? '',
      )?.[1];
      const token = cookie ?? crypto.randomBytes(32).toString('base64url');
      if (!cookie) res.setHeader('Set-Cookie', `XSRF-TOKEN=${token}; Path=/; SameSite=Lax`);
      delete req.headers['if-none-match']; // a cached page could hold another token
      const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
      res.end = ((chunk: unknown, ...rest: unknown[]) => {
        if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) {
          res.removeHeader('Content-Length');
          return end(String(chunk).replace('__CSRF_TOKEN__', token), ...rest);
        }
        return end(chunk, ...rest);
      }) as typeof res.end;
      next();
    });
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    devCsrfToken(),
    // Metric-matched local fallbacks for each web font (src/fonts.css, styles.css), per family
    // in the order a phone, a Mac and a Windows machine are likely to have one.
    FontaineTransform.vite({
      // fonts.css names the variable faces' files by package path.
      resolvePath: (source) => require.resolve(source),
      fallbacks: {
        'Inter Variable': ['Roboto', 'Helvetica Neue', 'Arial', 'Segoe UI'],
        'Fraunces Variable': ['Georgia', 'Times New Roman', 'Noto Serif'],
        'Frank Ruhl Libre': ['Times New Roman', 'Georgia', 'Noto Serif'],
        Heebo: ['Roboto', 'Arial', 'Helvetica Neue'],
      },
    }),
    // The first screen's text: body in Inter, headings in Fraunces, cut down to our English copy
    // (vite/subset-fonts.ts; before the CSS that names them is read).
    subsetFonts(fileURLToPath(new URL('node_modules/.cache/fonts', import.meta.url))),
    preloadFonts(['inter-basic', 'fraunces-basic']),
    // The browser's build only: the server-side build has no pages to keep.
    !isSsrBuild && hallWorker('src/app/start.tsx', hallScreens),
    // A brotli and a gzip copy beside every text asset, served by @fastify/static's
    // preCompressed (apps/server site/routes.ts). Not the HTML: the server fills it per request.
    // The browser's files only: the server-side build (dist/ssr) is read from disk.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|wasm)$/,
        logLevel: 'silent',
      }),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4300, proxy },
  // The server-side build bundles its libraries: the server imports dist/ssr alone, and one file
  // loads faster than a walk through node_modules at the first rendered page.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // Built for error reporting only: no sourceMappingURL comment in the served files, and the
    // server never serves a .map (apps/server site/routes.ts).
    sourcemap: isSsrBuild ? false : 'hidden',
    // The server-side build (dist/ssr) is code for the server, not a site: no public files.
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 400,
    // Fewer, fuller files for a public page's first load (vite/chunks.ts). The browser's build
    // only: the prerender is one file run once at build time.
    rolldownOptions: isSsrBuild ? {} : browserChunks,
  },
}));
