import { Check, Copy, Link2, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useHydrated } from '../../../hooks/useHydrated.ts';
import { en } from '../../../i18n/en.ts';
import { keepsakes } from '../../../i18n/keepsakes.ts';
import { cn } from '../../../lib/cn.ts';
import { useNewShareLink, useShareLink, useShareStatus, useStopSharing } from '../share-api.ts';

const t = keepsakes.share;

const madeOn = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

/** WhatsApp's own "send to…" page with the line and the link typed in (wa.me/?text=). */
export const whatsAppHref = (line: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${line} ${url}`)}`;

/** The link, with the ways to pass it on: copy it, WhatsApp, or the phone's own share sheet. */
function LinkActions({ url, name }: { url: string; name: string | undefined }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  // The share sheet exists only in the browser, and not in every one: asked once React has
  // taken the page over, so the first render is the server's.
  const canShare = useHydrated() && typeof navigator.share === 'function';
  const line = t.shareLine(name);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard (an old browser): the link is selected for the reader to copy.
      input.current?.select();
      return;
    }
    setCopied(true);
  };
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
          {t.linkLabel}
        </label>
        <input
          id={inputId}
          ref={input}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full rounded-lg border border-stone bg-parchment/60 px-3 font-mono text-sm text-ink"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={whatsAppHref(line, url)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'sm')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t.whatsapp}
        </a>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t.copied : t.copy}
        </Button>
        {canShare ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void navigator.share({ title: t.shareText, text: line, url }).catch(() => undefined)
            }
          >
            <Share2 aria-hidden="true" className="size-4" />
            {t.shareNative}
          </Button>
        ) : null}
        <span role="status" className="sr-only">
          {copied ? t.copied : ''}
        </span>
      </div>
    </div>
  );
}

/** The question before a step the family would feel: a new link, or no link at all. */
function Question({
  text,
  confirm,
  busy,
  onConfirm,
  onCancel,
}: {
  text: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={confirm}
      className="rounded-xl border border-danger/40 bg-danger/5 p-3"
    >
      <p className="text-sm text-ink">{text}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="danger" busy={busy} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t.keep}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Share with family" (issue 13 §7, issue 26 §3–4): a read-only link to this dedication's
 * progress pages that opens without a login. One lasting link: shown again whenever the panel
 * opens, until the sponsor makes a new one or stops sharing. A link made before links were kept
 * (decision 0040) cannot be shown again, and the panel says so. On My Page it is folded away
 * until asked for; on the thank-you page it is open and the link is made at once.
 */
export function ShareWithFamily({
  enrollmentId,
  name,
  placement = 'page',
}: {
  enrollmentId: number;
  /** The dedication's name, for the line sent with the link. */
  name?: string;
  /** A card of its own (progress page), a row at a My Page card's foot, or the thank-you page. */
  placement?: 'page' | 'card' | 'thank-you';
}) {
  const panelId = useId();
  const atOnce = placement === 'thank-you';
  const [open, setOpen] = useState(atOnce);
  const [asking, setAsking] = useState<'stop' | 'renew' | null>(null);
  const status = useShareStatus(enrollmentId, open);
  const share = useShareLink(enrollmentId);
  const renew = useNewShareLink(enrollmentId);
  const stop = useStopSharing(enrollmentId);
  const failed = share.isError || renew.isError || stop.isError || status.isError;
  const active = status.data?.active ?? false;
  const url = status.data?.url ?? null;

  // The sponsor who has just paid finds the link ready (the same one if it was made already).
  const makeAtOnce = atOnce && status.isSuccess && !active && share.isIdle;
  useEffect(() => {
    if (makeAtOnce) share.mutate();
  }, [makeAtOnce, share]);

  const done = { onSuccess: () => setAsking(null) };
  const body = !open ? null : status.isPending || (makeAtOnce && !failed) || share.isPending ? (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <Spinner className="size-4" />
      {share.isPending ? t.creating : en.loading}
    </p>
  ) : (
    <>
      {url ? (
        <>
          <p className="text-sm text-ink-muted">{t.ready}</p>
          <LinkActions url={url} name={name} />
        </>
      ) : active && status.data?.createdAt ? (
        <>
          <p className="font-medium text-ink">{t.activeSince(madeOn(status.data.createdAt))}</p>
          <p className="text-sm text-ink-muted">{t.olderLink}</p>
        </>
      ) : (
        <p className="text-ink-muted">{stop.isSuccess ? t.stopped : t.lede}</p>
      )}
      {asking === 'stop' ? (
        <Question
          text={t.stopQuestion}
          confirm={stop.isPending ? t.stopping : t.stopConfirm}
          busy={stop.isPending}
          onConfirm={() => stop.mutate(undefined, done)}
          onCancel={() => setAsking(null)}
        />
      ) : asking === 'renew' ? (
        <Question
          text={t.renewQuestion}
          confirm={renew.isPending ? t.creating : t.renewConfirm}
          busy={renew.isPending}
          onConfirm={() => renew.mutate(undefined, done)}
          onCancel={() => setAsking(null)}
        />
      ) : active && atOnce ? null : active ? (
        // Ending or replacing the link is My Page's business, not the thank-you page's.
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setAsking('renew')}>
            {t.renew}
          </Button>
          <Button size="sm" variant="danger-outline" onClick={() => setAsking('stop')}>
            {t.stop}
          </Button>
        </div>
      ) : (
        <Button size="sm" onClick={() => share.mutate()}>
          {t.create}
        </Button>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t.failed}
        </p>
      ) : null}
    </>
  );

  if (atOnce) return <div className="space-y-3">{body}</div>;
  return (
    // Not a landmark: My Page has one per dedication, and the button names what it opens.
    <div
      className={cn(
        placement === 'page'
          ? 'mt-4 rounded-[var(--radius-card)] border border-stone bg-white px-5 py-4 shadow-card sm:px-6'
          : 'border-t border-stone px-4 py-3 sm:px-6',
      )}
    >
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <Link2 aria-hidden="true" className="size-4" />
        {t.open}
      </Button>
      <div id={panelId} hidden={!open} className="mt-4 max-w-2xl space-y-3">
        {body}
      </div>
    </div>
  );
}
