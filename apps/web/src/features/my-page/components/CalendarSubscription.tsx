import { civilDateText, type CalendarFeedLinks } from '@zechus/shared';
import { CalendarSync, Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { reminders } from '../../../i18n/reminders.ts';
import { useCalendarFeed, useNewCalendarFeed, useStopCalendarFeed } from '../calendar-feed-api.ts';

const t = reminders.feed;

/** A new subscription's links: the calendar app (webcal://), Google's page, and one to copy. */
function FeedLinks({ links }: { links: CalendarFeedLinks }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.https);
      setCopied(true);
    } catch {
      input.current?.select(); // no clipboard: selected for the reader to copy
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink">{t.ready}</p>
      <div className="flex flex-col items-start gap-1">
        <a href={links.webcal} className={buttonClass('primary', 'sm')}>
          <CalendarSync aria-hidden="true" className="size-4" />
          {t.openApp}
        </a>
        <p className="text-sm text-ink-muted">{t.openAppHint}</p>
      </div>
      <div className="flex flex-col items-start gap-1">
        <a
          href={links.google}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'sm')}
        >
          {t.google}
        </a>
        <p className="text-sm text-ink-muted">{t.googleHint}</p>
      </div>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
          {t.linkLabel}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            ref={input}
            readOnly
            value={links.https}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone bg-parchment/60 px-3 font-mono text-sm text-ink"
          />
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? t.copied : t.copy}
          </Button>
        </div>
        <span role="status" className="sr-only">
          {copied ? t.copied : ''}
        </span>
      </div>
      <p className="text-sm text-ink-muted">{t.private}</p>
    </div>
  );
}

/**
 * "Keep my calendar up to date" (issue 26 §7, decision 0042): a private calendar subscription
 * that the calendar fetches again by itself, so later dates and renewals reach it. Its link is
 * shown once, when made (only its hash is kept); it can be stopped, or replaced by a new one.
 */
export function CalendarSubscription() {
  const status = useCalendarFeed();
  const make = useNewCalendarFeed();
  const stop = useStopCalendarFeed();
  const failed = status.isError || make.isError || stop.isError;
  const links = make.data && status.data?.subscribed ? make.data : undefined;
  return (
    <section aria-labelledby="calendar-feed-title" className="space-y-3">
      <h2 id="calendar-feed-title" className="font-serif text-lg font-semibold text-ink">
        {t.title}
      </h2>
      {failed ? <ErrorNotice>{t.failed}</ErrorNotice> : null}
      {!status.data ? null : links ? (
        <FeedLinks links={links} />
      ) : status.data.subscribed ? (
        <div className="space-y-2">
          <p className="text-sm text-ink">
            {t.on(status.data.since ? civilDateText(status.data.since) : '')}
          </p>
          <p className="text-sm text-ink-muted">{t.onHint}</p>
          <Button size="sm" variant="secondary" busy={make.isPending} onClick={() => make.mutate()}>
            {t.newLink}
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-ink-muted">{stop.isSuccess ? t.stopped : t.intro}</p>
          <Button size="sm" variant="secondary" busy={make.isPending} onClick={() => make.mutate()}>
            <CalendarSync aria-hidden="true" className="size-4" />
            {t.subscribe}
          </Button>
        </div>
      )}
      {status.data?.subscribed ? (
        <Button
          size="sm"
          variant="danger-outline"
          busy={stop.isPending}
          onClick={() => stop.mutate()}
        >
          {t.stop}
        </Button>
      ) : null}
    </section>
  );
}
