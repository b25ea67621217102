import type * as SentryNode from '@sentry/node';
import type { ErrorEvent } from '@sentry/node';
import { importModule } from '../import-module.ts';

/**
 * Error reporting (DESIGN.md: @sentry/node when SENTRY_DSN is set). Errors only — no tracing —
 * and nothing personal: no request bodies, cookies, headers or query strings leave the server,
 * since those are where card numbers, donor IDs and sessions live.
 */
let Sentry: typeof SentryNode | undefined;

export async function initErrorReporting(options: {
  dsn: string | undefined;
  environment: string;
}): Promise<boolean> {
  if (!options.dsn) return false;
  // Loaded only when reporting is on: @sentry/node costs about 0.3 s and 40 MB at start (0015).
  Sentry = await importModule<typeof SentryNode>('@sentry/node');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    // Collect nothing about the person or the request; beforeSend scrubs whatever slips through.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: scrubEvent,
  });
  return true;
}

/** A 5xx the caller did not cause: worth a person's attention. */
export function reportError(error: unknown, context: { method: string; route: string }): void {
  Sentry?.captureException(error, { tags: { method: context.method, route: context.route } });
}

/** Waits for queued reports to be sent (at shutdown). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  await Sentry?.flush(timeoutMs);
}

/** Keeps what helps find the bug (method, path, stack) and drops everything a user sent. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    const { method, url } = event.request;
    event.request = {
      ...(method ? { method } : {}),
      ...(url ? { url: url.split('?')[0] } : {}),
    };
  }
  delete event.user;
  delete event.extra;
  return event;
}
