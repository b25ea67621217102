import { describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_LENGTH, messagePreview, replyMailto } from './messages.ts';

/** A mailto: link's address and its fields (no URL class here: the package runs anywhere). */
function readMailto(link: string) {
  const [address = '', query = ''] = link.replace(/^mailto:/, '').split('?');
  const fields = new Map(
    query.split('&').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [name, decodeURIComponent(value)] as const;
    }),
  );
  return { address: decodeURIComponent(address), fields };
}

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
    expect(link.startsWith('mailto:')).toBe(true);
    const { address, fields } = readMailto(link);
    expect(address).toBe('rivka+office@example.org');
    // Spaces as %20, never +: mail programs read a + as a plus.
    expect(link).not.toMatch(/\?.*\+/);
    expect(fields.get('subject')).toBe('Re: Your message to Zechus Mishnayos');
    expect(fields.get('body')).toBe('Dear רבקה אדלר,\n\n\n\n> שלום,\n> A question & more?');
  });

  it('quotes at most a thousand characters of a long message', () => {
    const link = replyMailto({ name: 'A', email: 'a@example.org', message: 'x'.repeat(5000) });
    const body = readMailto(link).fields.get('body') ?? '';
    expect(body.length).toBeLessThan(1100);
    expect(body.endsWith('…')).toBe(true);
  });
});
