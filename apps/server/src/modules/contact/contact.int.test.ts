import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readOutbox, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';

const message = {
  name: 'Rivka Adler',
  email: 'Rivka.Adler@Example.org',
  message: 'We would like to dedicate a month of learning for our father, זאב בן משה ז״ל.',
};

describe.each(TEST_ENGINES)('the contact form on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const storedMessages = () => t.handle.db.selectFrom('contact_messages').selectAll().execute();

  it('a visitor who sends a message gets a thank-you answer, and the office gets the e-mail', async () => {
    const reply = await t.browser.post('/contact', message);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true });

    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ name: 'Rivka Adler', email: 'rivka.adler@example.org' });
    expect(stored?.mailed_at).not.toBeNull();

    const mails = readOutbox(t.outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: office@zechus.org');
    expect(mails[0]).toContain('Reply-To: rivka.adler@example.org');
    expect(mails[0]).toContain('Content-Type: text/html');
    expect(mails[0]).toContain('Content-Type: text/plain');
  });

  it('a message sent without the page security token is refused and not stored', async () => {
    const before = (await storedMessages()).length;
    const reply = await t.app.inject({ method: 'POST', url: '/contact', payload: message });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toMatch(/security token/);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: message,
      headers: { 'x-xsrf-token': 'a'.repeat(43) },
      cookies: { 'XSRF-TOKEN': 'b'.repeat(43) },
    });
    expect(forged.statusCode).toBe(403);
    expect(await storedMessages()).toHaveLength(before);
  });

  it.each([
    ['a missing name', { email: 'a@b.org', message: 'hi' }, /name: Name is required/],
    ['a blank message', { ...message, message: '   ' }, /message: Message is required/],
    ['an e-mail that is not one', { ...message, email: 'not-an-email' }, /valid e-mail/],
    ['a number for a name', { ...message, name: 42 }, /name/],
    ['an oversized message', { ...message, message: 'x'.repeat(5001) }, /at most 5000/],
    ['an unexpected field', { ...message, admin: true }, /admin/],
    ['no body at all', undefined, /body/i],
  ])(
    '%s is answered 400 with a clear message and nothing is stored',
    async (_label, body, text) => {
      const before = (await storedMessages()).length;
      const mailsBefore = readOutbox(t.outboxDir).length;
      const reply = await t.browser.post('/contact', body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(text);
      expect(await storedMessages()).toHaveLength(before);
      expect(readOutbox(t.outboxDir)).toHaveLength(mailsBefore);
    },
  );

  it.each([
    ['name', 'Name cannot contain invisible control characters'],
    ['email', 'Email must be a valid e-mail address'],
    ['message', 'Message cannot contain invisible control characters'],
  ] as const)(
    'a NUL character in the %s is answered 400 with what is wrong, and nothing is stored or mailed',
    async (field, problem) => {
      const before = (await storedMessages()).length;
      const mailsBefore = readOutbox(t.outboxDir).length;
      // In the middle, where trimming cannot take it away (PostgreSQL refused it with a 500).
      const value = `${message[field].slice(0, 5)}\u0000${message[field].slice(5)}`;
      const reply = await t.browser.post(
        '/contact',
        { ...message, [field]: value },
        // Its own address: the form allows ten messages per address, and the tests above used them.
        { remoteAddress: `198.51.100.${field.length}` },
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        error: 'bad_request',
        message: `${field}: ${problem}`,
      });
      expect(await storedMessages()).toHaveLength(before);
      expect(readOutbox(t.outboxDir)).toHaveLength(mailsBefore);
    },
  );

  it('a message keeps its lines and tabs, every line break stored as one newline', async () => {
    const reply = await t.browser.post(
      '/contact',
      { ...message, message: 'Line one\r\nLine two\rLine three\n\tindented' },
      { remoteAddress: '198.51.100.20' },
    );
    expect(reply.statusCode).toBe(200);
    const stored = (await storedMessages()).at(-1);
    expect(stored?.message).toBe('Line one\nLine two\nLine three\n\tindented');
  });

  it('malformed JSON is answered 400, not 500', async () => {
    const reply = await t.browser.post('/contact', '{"name": ', {
      headers: { 'content-type': 'application/json' },
      remoteAddress: '198.51.100.21',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('bad_request');
  });
});
