import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { idSchema, OFFICE_PATHS, replyMailto, type MessageDetail } from '@zechus/shared';
import { CircleCheck, MailOpen, Reply } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ErrorNotice } from '../../../components/ui/ErrorNotice.tsx';
import { londonDateTime } from '../shell/london-time.ts';
import { FailureNotice, QueryState, SuccessNotice } from '../shell/Notices.tsx';
import { OfficePage } from '../shell/OfficePage.tsx';
import { Panel } from '../shell/Panel.tsx';
import { fetchMessage, markMessage, messagesKeys } from './api.ts';
import { MessageStatus } from './MessageStatus.tsx';
import { messagesText } from './strings.ts';

const back = { to: OFFICE_PATHS.messages, label: messagesText.back };

/** Who sent it and when, and whether the office's e-mailed copy went out. */
function Sender({ message }: { message: MessageDetail }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-ink-muted">{messagesText.from}</dt>
      <dd>
        <bdi dir="auto" className="text-lg font-semibold">
          {message.name}
        </bdi>
      </dd>
      <dt className="font-medium text-ink-muted">{messagesText.email}</dt>
      <dd className="break-all">{message.email}</dd>
      <dt className="font-medium text-ink-muted">{messagesText.received}</dt>
      <dd>
        <time dateTime={message.receivedAt}>{londonDateTime(message.receivedAt)}</time>
      </dd>
      <dt className="font-medium text-ink-muted">{messagesText.mailed}</dt>
      <dd>{message.mailedAt ? londonDateTime(message.mailedAt) : messagesText.notMailed}</dd>
    </dl>
  );
}

/** New or handled, by whom and when; the button that changes it (audited on the server). */
function Handling({
  message,
  onChanged,
}: {
  message: MessageDetail;
  onChanged: (notice: string) => void;
}) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => markMessage(message.id, !message.handled),
    onSuccess: async (changed) => {
      client.setQueryData(messagesKeys.detail(message.id), changed);
      await client.invalidateQueries({ queryKey: messagesKeys.all });
      onChanged(changed.handled ? messagesText.markedHandled : messagesText.markedNew);
    },
  });
  return (
    <Panel title={messagesText.state}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="flex flex-wrap items-center gap-3">
          <MessageStatus handled={message.handled} />
          <span className="text-ink-muted">
            {message.handled
              ? messagesText.handledBy(message.handled.by, londonDateTime(message.handled.at))
              : messagesText.waiting}
          </span>
        </p>
        <Button
          variant={message.handled ? 'secondary' : 'primary'}
          busy={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {message.handled ? (
            <MailOpen aria-hidden="true" className="size-5" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-5" />
          )}
          {message.handled ? messagesText.markNew : messagesText.markHandled}
        </Button>
      </div>
      <div className="mt-3">
        <FailureNotice error={mutation.error} />
      </div>
    </Panel>
  );
}

/** /office/messages/:id: one message exactly as it was sent, and what the office did with it. */
export function MessagePage() {
  const parsed = idSchema().safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const [notice, setNotice] = useState<string | null>(null);
  const message = useQuery({
    queryKey: messagesKeys.detail(id),
    queryFn: ({ signal }) => fetchMessage(id, signal),
    enabled: parsed.success,
  });
  if (!parsed.success) {
    return (
      <OfficePage title={messagesText.notFound} back={back}>
        <ErrorNotice>{messagesText.notFound}</ErrorNotice>
      </OfficePage>
    );
  }
  const data = message.data;
  return (
    <OfficePage
      title={data ? messagesText.title(data.name) : messagesText.back}
      heading={
        data ? (
          <>
            {messagesText.from}{' '}
            <bdi dir="auto" className="break-words">
              {data.name}
            </bdi>
          </>
        ) : undefined
      }
      back={back}
      actions={
        data ? (
          <a
            href={replyMailto(data)}
            className={buttonClass('secondary')}
            aria-describedby="reply-hint"
          >
            <Reply aria-hidden="true" className="size-5" />
            {messagesText.reply}
          </a>
        ) : undefined
      }
    >
      <span id="reply-hint" className="sr-only">
        {messagesText.replyHint}
      </span>
      <QueryState
        isPending={message.isPending}
        error={message.error}
        onRetry={() => void message.refetch()}
      >
        {data ? (
          <div className="grid gap-5">
            {notice ? <SuccessNotice>{notice}</SuccessNotice> : null}
            <Panel title={messagesText.original}>
              {/* Text, never HTML: whatever was typed shows as typed, line breaks kept; each line
                  takes its own direction (a Hebrew line right to left, an English one left to right). */}
              <p className="text-start text-lg leading-relaxed break-words whitespace-pre-wrap text-ink [unicode-bidi:plaintext]">
                {data.message}
              </p>
            </Panel>
            <Handling message={data} onChanged={setNotice} />
            <Panel>
              <Sender message={data} />
            </Panel>
          </div>
        ) : null}
      </QueryState>
    </OfficePage>
  );
}
