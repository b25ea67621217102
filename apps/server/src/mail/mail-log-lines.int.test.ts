import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { loggingMailer, type LoggingMailerOptions } from './mail-log.ts';
import type { Mailer, MailMessage } from './mailer.ts';

const MESSAGE: MailMessage = {
  to: 'Rivka Adler <rivka.adler@example.org>',
  subject: 'Learning for Moshe ben Avraham',
  text: 'The whole text of the e-mail, with a link: https://zechus.example.org/sign-in/abc',
  html: '<p>The whole text of the e-mail</p>',
  kind: 'donor-sign-in-link',
};

/** A logger that keeps what it is given. */
function keptLines() {
  const lines: { level: string; fields: object; msg: string }[] = [];
  const log = {
    info: (fields: object, msg: string) => lines.push({ level: 'info', fields, msg }),
    warn: (fields: object, msg: string) => lines.push({ level: 'warn', fields, msg }),
  };
  // pino's log methods are overloaded; these two take the one form the mail log uses.
  return { lines, log: log as unknown as LoggingMailerOptions['log'] };
}

describe('what the process log says of an e-mail', () => {
  let database: TestDatabase;
  beforeAll(async () => (database = await createTestDatabase('sqlite')));
  afterAll(() => database.destroy());

  it('names a sent e-mail by its mail log row, template and the recipient’s domain only', async () => {
    const { lines, log } = keptLines();
    const sent: Mailer = { send: () => Promise.resolve(), close: () => undefined };
    await loggingMailer(sent, database.handle.db, undefined, { log }).send(MESSAGE);
    expect(lines).toEqual([
      {
        level: 'info',
        fields: {
          mail: { mailId: expect.any(Number), kind: 'donor-sign-in-link', toDomain: 'example.org' },
        },
        msg: 'e-mail sent',
      },
    ]);
  });

  it('says why one failed without the address the mail server quoted', async () => {
    const { lines, log } = keptLines();
    const refused: Mailer = {
      send: () =>
        Promise.reject(
          Object.assign(new Error('refused'), {
            responseCode: 550,
            response: '550 5.1.1 <rivka.adler@example.org>: Recipient address rejected',
          }),
        ),
      close: () => undefined,
    };
    await expect(
      loggingMailer(refused, database.handle.db, undefined, { log }).send(MESSAGE),
    ).rejects.toThrow('refused');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'e-mail failed' });
    const written = JSON.stringify(lines);
    expect(written).toContain('550 5.1.1 <…@example.org>');
    for (const kept of ['rivka.adler', 'Moshe', 'whole text', '/sign-in/']) {
      expect(written).not.toContain(kept);
    }
  });
});
