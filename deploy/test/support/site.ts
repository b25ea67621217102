import crypto from 'node:crypto';
import { signUpRequest } from '../../../apps/server/src/test/sign-up-request.ts';
import { cookieHeader, cookiesOf, type Answer, type siteClient } from './https-client.ts';

type Client = ReturnType<typeof siteClient>;

/** The office's session cookie (modules/staff/staff-session.ts). */
export const STAFF_COOKIE = 'zechus_staff';

/** The demo owner's password (README "Demo data"). */
export const DEMO_STAFF_PASSWORD = 'demo-staff-password';

/** The demo's station token (README "Demo data"), as the hall's scanner sends it. */
export const STATION_TOKEN = 'demo-station-token';

/**
 * A visitor's browser on the site: loads a page first (which sets the XSRF-TOKEN cookie), then
 * posts with the cookie echoed in X-XSRF-TOKEN, as the page's own client does.
 */
export class Visitor {
  readonly jar: Record<string, string> = {};
  constructor(
    private readonly client: Client,
    readonly from?: string,
  ) {}

  async open(path = '/'): Promise<Answer> {
    const answer = await this.get(path, { accept: 'text/html' });
    Object.assign(this.jar, cookiesOf(answer));
    return answer;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.client(path, {
      headers: { cookie: cookieHeader(this.jar), ...headers },
      ...this.#from(),
    });
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const answer = await this.client(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookieHeader(this.jar),
        'x-xsrf-token': this.jar['XSRF-TOKEN'] ?? '',
        ...headers,
      },
      body: JSON.stringify(body),
      ...this.#from(),
    });
    Object.assign(this.jar, cookiesOf(answer));
    return answer;
  }

  /** Signs in to the office as the demo's owner (README "Demo data"), as the office page does. */
  async signInToOffice(): Promise<Answer> {
    await this.open('/office');
    return this.post('/api/office/login', {
      email: 'staff@example.org',
      password: DEMO_STAFF_PASSWORD,
    });
  }

  /** One sponsor's whole sign-up: a day's learning for a yoirtzeit, paid with the sandbox's visa. */
  signUp(n: number): Promise<Answer> {
    const email = `sponsor-${n}-${crypto.randomBytes(3).toString('hex')}@example.org`;
    const request = signUpRequest();
    return this.post(
      '/api/sign-up',
      { ...request, contact: { ...request.contact, email } },
      { 'idempotency-key': crypto.randomUUID() },
    );
  }

  #from() {
    return this.from ? { from: this.from } : {};
  }
}

/** A scan as the hall's station sends it: its own id and time, the station's token. */
export function scan(client: Client, barcode: string, scanId = crypto.randomUUID()) {
  return client('/api/scan', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${STATION_TOKEN}` },
    body: JSON.stringify({ barcode, scanId, scannedAt: new Date().toISOString() }),
  });
}
