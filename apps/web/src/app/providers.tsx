import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api.ts';
import { buildTimeFacts, PageFactsProvider, type PageFacts } from '../lib/page-facts.tsx';

/** The browser's one query cache; the server renders each page with a new one (newQueryClient). */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on a retry.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = newQueryClient();

/**
 * Marks the page as the app's once React has drawn (or taken over) it: `<html data-app="started">`.
 * Nothing of the site reads it; a test that waits for React to have hydrated a page waits for it.
 */
function MarkStarted() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return null;
}

export function Providers({
  children,
  client = queryClient,
  facts = buildTimeFacts(false),
}: {
  children: ReactNode;
  client?: QueryClient;
  /** What the server knew when it wrote the page (lib/page-facts.tsx). */
  facts?: PageFacts;
}) {
  return (
    <QueryClientProvider client={client}>
      <PageFactsProvider facts={facts}>
        <MarkStarted />
        {children}
      </PageFactsProvider>
    </QueryClientProvider>
  );
}
