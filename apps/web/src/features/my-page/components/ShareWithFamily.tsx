import { Check, Copy, Link2, Share2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { en } from '../../../i18n/en.ts';
import { keepsakes } from '../../../i18n/keepsakes.ts';
import { cn } from '../../../lib/cn.ts';
import { useCreateShareLink, useShareStatus, useStopSharing } from '../share-api.ts';

const t = keepsakes.share;

const madeOn = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

/** The link just made, with ways to pass it on: copy it, or the phone's own share sheet. */
function MadeLink({ url }: { url: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
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
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
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
        <Button size="sm" onClick={() => void copy()}>
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
            onClick={() => void navigator.share({ title: t.shareText, url }).catch(() => undefined)}
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

/**
 * "Share with family" (issue 13 §7): a read-only link to this dedication's progress pages that
 * opens without a login. Only a digest of the link is kept, so its address is shown once, when
 * it is made; later the sponsor sees that one is working and may make a new one (the old one
 * stops) or stop sharing. Folded away until asked for, so My Page stays calm.
 */
export function ShareWithFamily({
  enrollmentId,
  placement = 'page',
}: {
  enrollmentId: number;
  /** On the progress page a card of its own; in a My Page card a row at its foot. */
  placement?: 'page' | 'card';
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [madeUrl, setMadeUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const status = useShareStatus(enrollmentId, open);
  const create = useCreateShareLink(enrollmentId);
  const stop = useStopSharing(enrollmentId);
  const failed = create.isError || stop.isError || status.isError;

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setMadeUrl(made.url);
        setAsking(false);
      },
    });
  const stopSharing = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        setMadeUrl(null);
        setAsking(false);
      },
    });
  const active = status.data?.active ?? false;

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
        {!open ? null : status.isPending ? (
          <p role="status" className="flex items-center gap-2 text-ink-muted">
            <Spinner className="size-4" />
            {en.loading}
          </p>
        ) : (
          <>
            {madeUrl ? (
              <>
                <p className="text-sm text-ink-muted">{t.lede}</p>
                <MadeLink url={madeUrl} />
              </>
            ) : active && status.data?.createdAt ? (
              <>
                <p className="font-medium text-ink">
                  {t.activeSince(madeOn(status.data.createdAt))}
                </p>
                <p className="text-sm text-ink-muted">{t.notShownAgain}</p>
              </>
            ) : (
              <p className="text-ink-muted">{stop.isSuccess ? t.stopped : t.lede}</p>
            )}
            {asking ? (
              <div
                role="group"
                aria-label={t.stop}
                className="rounded-xl border border-danger/40 bg-danger/5 p-3"
              >
                <p className="text-sm text-ink">{t.stopQuestion}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button size="sm" variant="danger" busy={stop.isPending} onClick={stopSharing}>
                    {stop.isPending ? t.stopping : t.stopConfirm}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setAsking(false)}>
                    {t.keep}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant={active ? 'secondary' : 'primary'}
                  busy={create.isPending}
                  onClick={makeLink}
                >
                  {create.isPending ? t.creating : active ? t.renew : t.create}
                </Button>
                {active ? (
                  <Button size="sm" variant="danger-outline" onClick={() => setAsking(true)}>
                    {t.stop}
                  </Button>
                ) : null}
              </div>
            )}
            {failed ? (
              <p role="alert" className="text-sm text-danger">
                {t.failed}
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
