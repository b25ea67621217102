/**
 * Logs in as the demo donor (apps/server/src/db/seed/demo.ts) as the web client does — the page's
 * CSRF cookie echoed in X-XSRF-TOKEN — and answers the cookies that carry the session and the
 * address of the donor's first progress page.
 */
const DEMO_DONOR = { email: 'demo@example.org', id: '100001' };

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');

export async function demoDonorSession(
  baseUrl: string,
): Promise<{ cookies: { name: string; value: string }[]; progressPath: string }> {
  const page = await fetch(baseUrl, { headers: { accept: 'text/html' } });
  const csrfCookie = cookiesOf(page).find((c) => c.startsWith('XSRF-TOKEN='));
  if (!csrfCookie) throw new Error('the page set no XSRF-TOKEN cookie');
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: csrfCookie,
      'x-xsrf-token': csrfCookie.slice('XSRF-TOKEN='.length),
    },
    body: JSON.stringify(DEMO_DONOR),
  });
  if (!login.ok) throw new Error(`demo donor login: ${login.status} ${await login.text()}`);
  const cookie = [csrfCookie, ...cookiesOf(login)].join('; ');
  const myPage = await fetch(`${baseUrl}/api/my-page`, { headers: { cookie } });
  const { enrollments } = (await myPage.json()) as { enrollments: { id: number }[] };
  const first = enrollments[0];
  if (!first) throw new Error('the demo donor has no enrollment');
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { cookies, progressPath: `/my-page/${first.id}` };
}
