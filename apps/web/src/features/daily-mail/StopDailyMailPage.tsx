import { MailCheck, MailX } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNotice } from '../../components/ui/ErrorNotice.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { dailyMail } from '../../i18n/daily-mail.ts';
import { useDailyMailSubscription, useSetDailyMail } from './api.ts';
import { LinkPageFrame, NameLine, UnknownLink } from './LinkPageFrame.tsx';

const t = dailyMail.stop;

/**
 * /daily-mail/stop/:token, the stop link of every daily e-mail (decision 0041). Opening it
 * changes nothing (mail scanners open links): it asks, and its button stops them; once stopped,
 * another starts them again. The mail app's one click is the RFC 8058 POST to the same address.
 */
export default function StopDailyMailPage() {
  const { token = '' } = useParams();
  const subscription = useDailyMailSubscription(token);
  const change = useSetDailyMail(token);

  if (subscription.isPending) {
    return (
      <LinkPageFrame eyebrow={t.eyebrow} title={t.page}>
        <p role="status" className="mt-6 flex items-center gap-3 text-ink-muted">
          <Spinner className="size-5 text-primary" />
          {t.loading}
        </p>
      </LinkPageFrame>
    );
  }
  if (subscription.isError) {
    return (
      <LinkPageFrame eyebrow={t.eyebrow} title={t.unknownTitle}>
        <UnknownLink lead={t.unknown} />
      </LinkPageFrame>
    );
  }
  const { name, on } = subscription.data;
  const failure = change.isError ? <ErrorNotice className="mt-6">{t.failed}</ErrorNotice> : null;
  if (on) {
    return (
      <LinkPageFrame eyebrow={t.eyebrow} title={change.isSuccess ? t.onTitle : t.askTitle}>
        <p className="mt-4 leading-relaxed text-ink-muted">{t.ask}</p>
        <NameLine name={name} />
        {failure}
        {change.isSuccess ? null : (
          <Button className="mt-6" busy={change.isPending} onClick={() => change.mutate(false)}>
            <MailX aria-hidden="true" className="size-4" />
            {t.stopButton}
          </Button>
        )}
      </LinkPageFrame>
    );
  }
  return (
    <LinkPageFrame eyebrow={t.eyebrow} title={t.stoppedTitle}>
      <p role="status" className="mt-4 leading-relaxed text-ink-muted">
        {t.stopped}
      </p>
      <NameLine name={name} />
      {failure}
      <Button
        variant="secondary"
        className="mt-6"
        busy={change.isPending}
        onClick={() => change.mutate(true)}
      >
        <MailCheck aria-hidden="true" className="size-4" />
        {t.resumeButton}
      </Button>
    </LinkPageFrame>
  );
}
