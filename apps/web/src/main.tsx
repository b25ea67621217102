// First of all: Zod must be jitless before any schema is built (lib/zod-jitless.ts). The entry
// runs it, not the app's chunk: that chunk's imports (the schemas among them) evaluate before
// its own first line.
import './lib/zod-jitless.ts';
import './fonts.css';
import './styles.css';

import { bootApp } from './app/boot.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// The app (React, the router, the page) is its own chunk: a prerendered page that is text and
// links only paints and reads without it, and loads it at the reader's first interaction;
// every other page starts it at once (docs/decisions/0018-prerendered-pages.md).
bootApp(container, () => import('./app/start.tsx').then(({ start }) => start(container)));
