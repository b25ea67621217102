import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin, ProxyOptions } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), devCsrfToken()],
  server: { port: 5173, proxy },
  preview: { port: 4300, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
});
