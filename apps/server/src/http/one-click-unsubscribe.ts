import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * RFC 8058 one-click unsubscribe, as the reminders and the daily mourning e-mail take it: the
 * mail app POSTs "List-Unsubscribe=One-Click" (form-encoded, or as multipart) to the
 * List-Unsubscribe address itself, without cookies (the route is marked
 * `config: { oneClickUnsubscribe: true }`, which csrf.ts lets through).
 */

/** Lets a plugin's routes read those bodies as text; the rest of the app still takes JSON alone. */
export function acceptOneClickBodies(app: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
  }
}

/** Refuses (400) a POST to a stop address that is not the one-click request. */
export function requireOneClick(body: unknown): void {
  const text = typeof body === 'string' ? body : '';
  const oneClick =
    /List-Unsubscribe=One-Click/.test(text) || /name="List-Unsubscribe"\s+One-Click/.test(text);
  if (!oneClick) {
    throw new HttpError(400, 'bad_request', 'This address takes a one-click unsubscribe.');
  }
}
