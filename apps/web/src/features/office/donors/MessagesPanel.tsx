import { OFFICE_PATHS, type MessageRow } from '@zechus/shared';
import { Link } from 'react-router';
import { MessageStatus } from '../messages/MessageStatus.tsx';
import { londonShort } from '../shell/london-time.ts';
import { Panel } from '../shell/Panel.tsx';
import { donorsText as text } from './strings.ts';

/**
 * What the donor wrote through the contact form (matched by their e-mail address and merged
 * records'), newest first; each opens in the messages area, where it is handled.
 */
export function MessagesPanel({ messages }: { messages: MessageRow[] }) {
  return (
    <Panel title={text.messages}>
      {messages.length === 0 ? (
        <p className="text-ink-muted">{text.noMessages}</p>
      ) : (
        <ol aria-label={text.messagesCaption} className="space-y-3">
          {messages.map((message) => {
            const when = londonShort(message.receivedAt);
            return (
              <li key={message.id} className="rounded-lg border border-stone p-4">
                <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`${OFFICE_PATHS.messages}/${message.id}`}
                    aria-label={text.openMessage(when)}
                    className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
                  >
                    {when}
                  </Link>
                  <MessageStatus handled={message.handled} />
                </div>
                <p className="wrap-anywhere text-ink">
                  <bdi>{message.preview}</bdi>
                </p>
                <p className="mt-1 text-sm wrap-anywhere text-ink-muted">
                  {text.messageFrom}: <bdi>{message.email}</bdi>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
