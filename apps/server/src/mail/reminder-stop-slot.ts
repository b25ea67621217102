import { REMINDER_STOP_LINK_SLOT, type MailMessage } from './mailer.ts';

type Fillable = Pick<MailMessage, 'text' | 'html' | 'headers'>;

const dropLinesWithSlot = (body: string) =>
  body
    .split('\n')
    .filter((line) => !line.includes(REMINDER_STOP_LINK_SLOT))
    .join('\n');

/**
 * A reminder with a freshly minted "stop these reminders" link in its slot: body and
 * List-Unsubscribe header alike (decision 0025). Without a dedication or a minter the slot
 * cannot be filled: its lines and headers are left out rather than sent with a dead link.
 */
export async function withReminderStopLink<M extends Fillable>(
  message: M,
  enrollmentId: number | null,
  mint: ((enrollmentId: number) => Promise<string>) | undefined,
): Promise<M> {
  const inHeaders = Object.values(message.headers ?? {}).some((v) =>
    v.includes(REMINDER_STOP_LINK_SLOT),
  );
  if (
    !inHeaders &&
    !message.text.includes(REMINDER_STOP_LINK_SLOT) &&
    !message.html.includes(REMINDER_STOP_LINK_SLOT)
  ) {
    return message;
  }
  if (enrollmentId === null || !mint) {
    const headers = Object.fromEntries(
      Object.entries(message.headers ?? {}).filter(([, v]) => !v.includes(REMINDER_STOP_LINK_SLOT)),
    );
    // List-Unsubscribe-Post means nothing without the List-Unsubscribe it goes with.
    if (!('List-Unsubscribe' in headers)) delete headers['List-Unsubscribe-Post'];
    return {
      ...message,
      text: dropLinesWithSlot(message.text),
      html: dropLinesWithSlot(message.html),
      headers,
    };
  }
  const url = await mint(enrollmentId);
  const fill = (value: string) => value.replaceAll(REMINDER_STOP_LINK_SLOT, url);
  return {
    ...message,
    text: fill(message.text),
    html: fill(message.html),
    headers: Object.fromEntries(
      Object.entries(message.headers ?? {}).map(([name, value]) => [name, fill(value)]),
    ),
  };
}
