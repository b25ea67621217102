import { OFFICE, ROUTES } from '@zechus/shared';
import { BellOff, BellRing } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button.tsx';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { reminders } from '../../../i18n/reminders.ts';
import { useReminderSubscription, useSetReminders } from '../api.ts';

const words = reminders.stop;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="container-content py-12 sm:py-20">
      <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-stone bg-white px-6 py-8 shadow-card sm:px-10 sm:py-10">
        <p className="text-sm font-semibold tracking-[0.14em] text-gold-ink uppercase">
          {words.eyebrow}
        </p>
        <h1 id="page-title" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** The dedication's name, on a line of its own in the sefer face. */
const NameLine = ({ name }: { name: string }) => (
  <p className="my-4 text-center text-2xl leading-snug font-bold sm:text-3xl">
    <Hebrew>{name}</Hebrew>
  </p>
);

/**
 * /reminders/stop/:token, the "stop these reminders" link of every reminder e-mail (decision
 * 0025). Opening it changes nothing (a mail scanner opens links too): the family is asked, and
 * the button stops them; once stopped, another button turns them back on.
 */
export default function StopRemindersPage() {
  const { token = '' } = useParams();
  const subscription = useReminderSubscription(token);
  const change = useSetReminders(token);

  if (subscription.isPending) {
    return (
      <Frame title={words.page}>
        <p role="status" className="mt-6 flex items-center gap-3 text-ink-muted">
          <Spinner className="size-5 text-primary" />
          {words.loading}
        </p>
      </Frame>
    );
  }
  if (subscription.isError) {
    return (
      <Frame title={words.unknownTitle}>
        <p className="mt-4 leading-relaxed text-ink-muted">
          {words.unknown}{' '}
          <a href={OFFICE.phoneHref} className="font-semibold whitespace-nowrap text-primary">
            {OFFICE.phone}
          </a>
          .
        </p>
        <ButtonLink to={ROUTES.Home.path} variant="secondary" className="mt-8">
          Home
        </ButtonLink>
      </Frame>
    );
  }

  const { name, remindersOn } = subscription.data;
  const failure = change.isError ? (
    <ErrorNotice className="mt-6">{words.failed}</ErrorNotice>
  ) : null;
  // Once the family has acted, the page says what they did; before, it asks.
  const acted = change.isSuccess;

  if (remindersOn) {
    return (
      <Frame title={acted ? words.onTitle : words.askTitle}>
        <p className="mt-4 leading-relaxed text-ink-muted">{acted ? words.on : words.ask}</p>
        <NameLine name={name} />
        {acted ? null : <p className="leading-relaxed text-ink-muted">{words.askAfter}</p>}
        {failure}
        <div className="mt-8 flex flex-wrap gap-3">
          {acted ? (
            <ButtonLink to={ROUTES.Enrollments.path}>{words.myPage}</ButtonLink>
          ) : (
            <Button busy={change.isPending} onClick={() => change.mutate(false)}>
              <BellOff aria-hidden="true" className="size-4" />
              {words.stopButton}
            </Button>
          )}
        </div>
      </Frame>
    );
  }
  return (
    <Frame title={words.stoppedTitle}>
      <p role="status" className="mt-4 leading-relaxed text-ink-muted">
        {words.stopped}
      </p>
      <NameLine name={name} />
      <p className="leading-relaxed text-ink-muted">{words.stoppedAfter}</p>
      {failure}
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={ROUTES.Enrollments.path}>{words.myPage}</ButtonLink>
        <Button variant="secondary" busy={change.isPending} onClick={() => change.mutate(true)}>
          <BellRing aria-hidden="true" className="size-4" />
          {words.resumeButton}
        </Button>
      </div>
    </Frame>
  );
}
