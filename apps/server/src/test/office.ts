import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@zechus/shared';
import { hashPassword } from '../modules/auth/password.ts';
import { STAFF_COOKIE } from '../modules/staff/staff-session.ts';
import { TestBrowser, type TestApp } from './test-app.ts';

/** A browser signed in to the office: every request carries the staff cookie (and CSRF). */
export class StaffClient {
  readonly browser: TestBrowser;
  constructor(
    private readonly t: TestApp,
    readonly cookie: string,
    readonly id: number,
  ) {
    this.browser = new TestBrowser(t.app);
  }

  private withCookie(extra: InjectOptions = {}): InjectOptions {
    return { ...extra, cookies: { [STAFF_COOKIE]: this.cookie, ...extra.cookies } };
  }

  get(url: string, extra: InjectOptions = {}): Promise<LightMyRequestResponse> {
    return this.t.app.inject({ method: 'GET', url, ...this.withCookie(extra) });
  }

  post(url: string, payload?: unknown, extra: InjectOptions = {}) {
    return this.browser.post(url, payload, this.withCookie(extra));
  }

  /** PUT, PATCH or DELETE with the CSRF header, like the console's api client. */
  async send(
    method: 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    extra: InjectOptions = {},
  ): Promise<LightMyRequestResponse> {
    const token = await this.browser.csrfToken();
    const options = this.withCookie(extra);
    return this.t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...options,
      headers: { 'x-xsrf-token': token, ...options.headers },
      cookies: { 'XSRF-TOKEN': token, ...options.cookies },
    });
  }
}

let counter = 0;

/**
 * A new staff account with this role and a password set, signed in. For role tests: one per role,
 * e.g. `const teacher = await staffWithRole(t, 'teacher')`.
 */
export async function staffWithRole(
  t: TestApp,
  role: StaffRole,
  name = `Test ${role} ${++counter}`,
): Promise<StaffClient> {
  // The time in base 36: a 13-digit run in any body can read as a card number, and is refused
  // before any route runs (http/no-card-data.ts).
  const email = `${role}-${counter}-${Date.now().toString(36)}@school.example.org`;
  const password = 'a long test password for the office';
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto('staff_users')
    .values({
      email,
      name,
      role,
      active: true,
      password_hash: await hashPassword(password),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return signInStaff(t, email, password);
}

/** Signs in at POST /api/office/login; throws when the office refuses. */
export async function signInStaff(
  t: TestApp,
  email: string,
  password: string,
): Promise<StaffClient> {
  const browser = new TestBrowser(t.app);
  const reply = await browser.post('/api/office/login', { email, password });
  if (reply.statusCode !== 200) {
    throw new Error(`office sign-in refused (${reply.statusCode}): ${reply.body}`);
  }
  const cookie = reply.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
  if (!cookie) throw new Error('office sign-in set no staff cookie');
  return new StaffClient(t, cookie, (reply.json() as { id: number }).id);
}

/** The audit rows of an area, newest first (for "every change is audited" assertions). */
export async function auditRows(t: TestApp, area: string) {
  return t.handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('area', '=', area)
    .orderBy('id', 'desc')
    .execute();
}
