import { expect, test } from './support/test.ts';
import { xsrfToken } from './support/donor.ts';
import { signUpForToday } from './support/keepsakes.ts';

const NAME = 'ר׳ משה בן יעקב ז״ל';
/** What WhatsApp's servers send when a link is pasted into a chat. */
const WHATSAPP = { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' };

/** The page's Open Graph and Twitter tags, by name, as a fetcher that runs no script reads them. */
function tagsOf(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags.set(match[1] ?? '', (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  }
  return tags;
}

test('a link preview fetched like WhatsApp has its tags and an image', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A sponsor's dedication of today, and the link they share with the family group.
  const sponsor = await signUpForToday(page, NAME);
  const token = await xsrfToken(page);
  const login = await page.request.post('/api/login', {
    headers: { 'X-XSRF-TOKEN': token },
    data: { email: sponsor.email, id: sponsor.donorId },
  });
  expect(login.status()).toBe(200);
  const shared = await page.request.post(`/api/my-page/dedications/${sponsor.enrollmentId}/share`, {
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(shared.status(), await shared.text()).toBe(200);
  const { url } = (await shared.json()) as { url: string };

  // WhatsApp's fetcher: no cookies, no script, accepts anything.
  const whatsapp = await playwright.request.newContext({ baseURL, extraHTTPHeaders: WHATSAPP });
  try {
    const reply = await whatsapp.get(url);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toMatch(/^text\/html/);
    const tags = tagsOf(await reply.text());
    expect(tags.get('og:title')).toMatch(
      new RegExp(`^Learning for ${NAME} — \\d+ of 525 perakim today$`),
    );
    expect(tags.get('og:description')).toBeTruthy();
    expect(tags.get('og:url')).toBe(url);
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('og:site_name')).toBe('Zechus');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect([tags.get('og:image:width'), tags.get('og:image:height')]).toEqual(['1200', '630']);
    const imageUrl = tags.get('og:image') ?? '';
    expect(imageUrl).toMatch(/^https?:\/\/[^/]+\/api\/shared\/[A-Za-z0-9_-]{43}\/preview\.png\?v=/);

    // The image, fetched as the chat fetches it, is a PNG a browser decodes at 1200×630.
    const image = await whatsapp.get(imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const bytes = await image.body();
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
    const size = await page.evaluate(async (base64) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
      return [bitmap.width, bitmap.height];
    }, bytes.toString('base64'));
    expect(size).toEqual([1200, 630]);
  } finally {
    await whatsapp.dispose();
  }
});
