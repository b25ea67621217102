import { shareLinkCreatedSchema, signUpConfirmationSchema } from '@zechus/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../payments/gateway/sandbox-gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENGINES } from '../../test/test-database.ts';
import {
  answerChallenge,
  challengeOf,
  confirmPayment,
  intentOf,
  signUpWith,
} from '../../test/three-d-secure.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** Sunday 12 Kislev 5787. */
const TODAY = '2026-11-22';

const sessionOf = (reply: LightMyRequestResponse) =>
  reply.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '')?.value;

describe.each(TEST_ENGINES)(
  'the browser that paid is signed in by its payment, on %s',
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, {
        today: TODAY,
        env: { PAYMENT_LIMIT_PER_IP: '1000', PUBLIC_URL: 'https://zechus.example.org' },
      });
    }, 120_000);
    afterAll(() => t.close());

    const myPage = (session: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: '/api/my-page',
        cookies: session ? { [SESSION_COOKIE]: session } : {},
      });

    it('a sponsor who has just paid can share and follow from the thank-you page at once, and sign out', async () => {
      const sponsor = signUpWith(t, SANDBOX_CARDS.approved);
      const paid = await sponsor.send();
      expect(paid.statusCode).toBe(200);
      const confirmation = signUpConfirmationSchema.parse(paid.json());
      expect(confirmation.signedIn).toBe(true);
      const session = sessionOf(paid);
      expect(session).toBeDefined();
      const cookie = paid.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });

      // Their own My Page, and "Share with family" for the dedication just made.
      const page = await myPage(session);
      expect(page.statusCode).toBe(200);
      expect(page.json().enrollments.map((e: { id: number }) => e.id)).toEqual([
        confirmation.enrollment.id,
      ]);
      const shared = await t.browser.post(
        `/api/my-page/dedications/${confirmation.enrollment.id}/share`,
        undefined,
        { cookies: { [SESSION_COOKIE]: session ?? '' } },
      );
      expect(shared.statusCode).toBe(200);
      expect(shareLinkCreatedSchema.parse(shared.json()).url).toMatch(
        /^https:\/\/zechus\.example\.org\/shared\/[\w-]{43}$/,
      );

      // Sign out ends it.
      const out = await t.browser.post('/api/logout', undefined, {
        cookies: { [SESSION_COOKIE]: session ?? '' },
      });
      expect(out.statusCode).toBe(200);
      expect((await myPage(session)).statusCode).toBe(403);
    });

    it('signs in once per payment: the same answer asked for again signs nobody in', async () => {
      const sponsor = signUpWith(t, SANDBOX_CARDS.approved);
      const first = await sponsor.send();
      expect(sessionOf(first)).toBeDefined();
      const again = await sponsor.send();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ signedIn: false });
      expect(sessionOf(again)).toBeUndefined();
      // The answer kept for replays never holds the flag or a session.
      const kept = await t.handle.db
        .selectFrom('idempotency_keys')
        .select('response_body')
        .where('key', '=', sponsor.key)
        .executeTakeFirstOrThrow();
      expect(kept.response_body).not.toContain('signedIn');
    });

    it('someone who knows only the dedication or a made-up key is not signed in', async () => {
      const sponsor = signUpWith(t, SANDBOX_CARDS.approved);
      const paid = signUpConfirmationSchema.parse((await sponsor.send()).json());
      // A sign-up under another key, with a declined card: no payment, no session.
      const stranger = signUpWith(t, SANDBOX_CARDS.declined);
      const refused = await stranger.send();
      expect(refused.statusCode).not.toBe(200);
      expect(sessionOf(refused)).toBeUndefined();
      // The dedication's number opens nothing without a session.
      const guess = await t.app.inject({
        method: 'GET',
        url: `/api/my-page/dedications/${paid.enrollment.id}/share`,
      });
      expect(guess.statusCode).toBe(403);
      // A confirmation asked with a paid challenge's reference but not its secret: no session.
      const challenged = signUpWith(t);
      const clientSecret = challengeOf(await challenged.send());
      expect((await answerChallenge(t, clientSecret, true)).statusCode).toBe(200);
      const forged = await confirmPayment(t, `${intentOf(clientSecret)}_secret_madeUp`);
      expect(forged.statusCode).toBe(404);
      expect(sessionOf(forged)).toBeUndefined();
    });

    it('someone who pays with an existing donor’s e-mail is not signed in as that donor', async () => {
      const donor = signUpWith(t, SANDBOX_CARDS.approved);
      expect((await donor.send()).json()).toMatchObject({ signedIn: true });
      // Anyone may pay with another person's e-mail; the dedication joins that donor, but the
      // payer gets neither their donor ID nor a session to their My Page.
      const payer = signUpWith(t, SANDBOX_CARDS.approved, donor.email);
      const paid = await payer.send();
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ donor: { donorId: null }, signedIn: false });
      expect(sessionOf(paid)).toBeUndefined();
      // The same after the bank's check in the page.
      const challenged = signUpWith(t, SANDBOX_CARDS.threeDSecure, donor.email);
      const clientSecret = challengeOf(await challenged.send());
      expect((await answerChallenge(t, clientSecret, true)).statusCode).toBe(200);
      const confirmed = await confirmPayment(t, clientSecret);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ signedIn: false });
      expect(sessionOf(confirmed)).toBeUndefined();
    });

    it('after 3-D Secure, the page that confirms with the payment’s own secret is signed in', async () => {
      const sponsor = signUpWith(t);
      const clientSecret = challengeOf(await sponsor.send());
      expect((await answerChallenge(t, clientSecret, true)).statusCode).toBe(200);
      const confirmed = await confirmPayment(t, clientSecret);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ signedIn: true });
      const session = sessionOf(confirmed);
      expect((await myPage(session)).statusCode).toBe(200);
      // Confirm pressed again: the same confirmation, no second session.
      const again = await confirmPayment(t, clientSecret);
      expect(again.json()).toMatchObject({ signedIn: false });
      expect(sessionOf(again)).toBeUndefined();
    });
  },
);
