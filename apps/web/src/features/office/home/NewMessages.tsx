import { useQuery } from '@tanstack/react-query';
import { OFFICE_PATHS } from '@zechus/shared';
import { Inbox } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { fetchMessageCount, messagesKeys } from '../messages/api.ts';
import { homeText } from './strings.ts';

/** How many contact messages wait for the office, with the way to the inbox. */
export function NewMessages() {
  const count = useQuery({
    queryKey: messagesKeys.count,
    queryFn: ({ signal }) => fetchMessageCount(signal),
    refetchInterval: 60_000,
  });
  const waiting = count.data?.new ?? 0;
  return (
    <section
      aria-labelledby="messages-title"
      className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] border border-stone bg-white p-6 shadow-card"
    >
      <div>
        <h2 id="messages-title" className="mb-1 text-xl font-semibold">
          {homeText.messagesTitle}
        </h2>
        <p className="flex items-center gap-2 text-lg" data-testid="new-messages">
          <Inbox aria-hidden="true" className="size-5 text-gold-ink" />
          {count.data ? (
            <strong className={waiting > 0 ? 'text-ink' : 'font-normal text-ink-muted'}>
              {homeText.newMessages(waiting)}
            </strong>
          ) : (
            <span className="text-ink-muted">…</span>
          )}
        </p>
      </div>
      {/* Keyed by its look: when the count arrives the button is drawn anew in its colours,
          not faded from the other look (half-way, its text would be unreadable for 150 ms). */}
      <ButtonLink
        key={waiting > 0 ? 'primary' : 'secondary'}
        to={OFFICE_PATHS.messages}
        variant={waiting > 0 ? 'primary' : 'secondary'}
      >
        {homeText.openInbox}
      </ButtonLink>
    </section>
  );
}
