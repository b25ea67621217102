import { MailCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { dailyMail } from '../../i18n/daily-mail.ts';
import { isApiError } from '../../lib/api.ts';
import { useConfirmDailyMail } from './api.ts';
import { LinkPageFrame, NameLine, UnknownLink } from './LinkPageFrame.tsx';

const t = dailyMail.confirm;

/**
 * /daily-mail/confirm/:token, the link a relative is sent after asking on the shared page
 * (decision 0041). Opening it confirms nothing (mail scanners open links); the button does.
 */
export default function ConfirmDailyMailPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmDailyMail(token);
  if (confirm.isSuccess) {
    return (
      <LinkPageFrame eyebrow={t.eyebrow} title={t.doneTitle}>
        <NameLine name={confirm.data.name} />
        <p role="status" className="leading-relaxed text-ink-muted">
          {t.done(confirm.data.hour)}
        </p>
      </LinkPageFrame>
    );
  }
  if (confirm.isError && isApiError(confirm.error) && confirm.error.status < 500) {
    return (
      <LinkPageFrame eyebrow={t.eyebrow} title={t.unknownTitle}>
        <UnknownLink lead={t.unknown} />
      </LinkPageFrame>
    );
  }
  return (
    <LinkPageFrame eyebrow={t.eyebrow} title={t.title}>
      <p className="mt-4 leading-relaxed text-ink-muted">{t.ask}</p>
      <Button className="mt-8" busy={confirm.isPending} onClick={() => confirm.mutate()}>
        <MailCheck aria-hidden="true" className="size-4" />
        {t.button}
      </Button>
    </LinkPageFrame>
  );
}
