/**
 * Counts the page's data requests still on their way (fetch, which is how the app asks the API;
 * its live stream is an EventSource and is not one), as `window.__e2eRequestsInFlight`: `settle`
 * (site.ts) waits for none, rather than for the network to have been idle for a while. Installed
 * in every context of a story by support/test.ts, before any script of the page runs.
 */
export function countRequestsInFlight(): void {
  const tracked = window as typeof window & { __e2eRequestsInFlight?: number };
  if (tracked.__e2eRequestsInFlight !== undefined) return;
  tracked.__e2eRequestsInFlight = 0;
  const original = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    tracked.__e2eRequestsInFlight = (tracked.__e2eRequestsInFlight ?? 0) + 1;
    return original(...args).finally(() => {
      tracked.__e2eRequestsInFlight = (tracked.__e2eRequestsInFlight ?? 1) - 1;
    });
  };
}
