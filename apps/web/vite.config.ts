import type { IncomingMessage } from 'node:http';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy },
  preview: { port: 4300, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
});
