import { getSiteConfig } from './site-config.ts';

/**
 * Crash reports from the browser (DESIGN.md: @sentry/react when SENTRY_DSN is set). The SDK is
 * loaded only when the server configured a DSN, so visitors of a site without one never download
 * it. Errors only, no session replay, no tracing, and no form values: sponsors type card numbers.
 */
export async function startErrorReporting(): Promise<void> {
  const { sentryDsn } = getSiteConfig();
  if (!sentryDsn) return;
  const Sentry = await import('./sentry.ts');
  Sentry.init({
    dsn: sentryDsn,
    // Collect nothing about the person or the request; beforeSend scrubs whatever slips through.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    // Breadcrumbs of typed input and request bodies could hold a card number: none are kept.
    beforeBreadcrumb: (crumb) => (crumb.category === 'ui.input' ? null : crumb),
    beforeSend: (event) => {
      if (event.request) event.request = { url: event.request.url?.split('?')[0] };
      delete event.user;
      return event;
    },
  });
}

/** Sends an error a screen caught to Sentry, when reporting is on; otherwise the console has it. */
export function reportClientError(error: unknown): void {
  console.error(error);
  if (!getSiteConfig().sentryDsn) return;
  void import('./sentry.ts').then((Sentry) => Sentry.captureException(error));
}
