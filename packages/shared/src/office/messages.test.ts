import { describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_LENGTH, messagePreview, replyMailto } from './messages.ts';

describe('a contact message in the office', () => {
  it('is previewed on one line, cut with an ellipsis when long', () => {
    expect(messagePreview('שלום,\n\nWe would like\tto dedicate ')).toBe(
      'שלום, We would like to dedicate',
    );
    const long = messagePreview('word '.repeat(100));
    expect(long).toHaveLength(MESSAGE_PREVIEW_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('is answered by a mailto: link to the sender with a Re: subject and the message quoted', () => {
    const link = replyMailto({
      name: 'רבקה אדלר',
      email: 'rivka+office@example.org',
      message: 'שלום,\nA question & more?',
    });
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('rivka+office@example.org');
    // Spaces as %20, never +: mail programs read a + as a plus.
    expect(link).not.toMatch(/\?.*\+/);
    const params = new URLSearchParams(url.search);
    expect(params.get('subject')).toBe('Re: Your message to Zechus Mishnayos');
    expect(params.get('body')).toBe('Dear רבקה אדלר,\n\n\n\n> שלום,\n> A question & more?');
  });

  it('quotes at most a thousand characters of a long message', () => {
    const link = replyMailto({ name: 'A', email: 'a@example.org', message: 'x'.repeat(5000) });
    const body = new URLSearchParams(new URL(link).search).get('body') ?? '';
    expect(body.length).toBeLessThan(1100);
    expect(body.endsWith('…')).toBe(true);
  });
});
