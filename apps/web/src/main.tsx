import './lib/zod-jitless.ts';
import './fonts.css';
import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { startErrorReporting } from './lib/error-reporting.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

void startErrorReporting();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
