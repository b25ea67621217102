import { expect, test } from './support/test.ts';
import { cardDataKeyIn, ROUTES, SANDBOX_API } from '@zechus/shared';
import { TEST_CARDS } from './support/cards.ts';
import { expectPath } from './support/site.ts';
import { fetchPlans, signUpForADay, uniqueEmail } from './support/signup.ts';

test('a sponsor’s card number goes only to the card processor, never to our sign-up', async ({
  page,
  request,
}, testInfo) => {
  const [day] = await fetchPlans(request);
  if (!day) throw new Error('no plans');
  // Every request the page sends, as it leaves the browser.
  const sent: { call: string; text: string; body: string }[] = [];
  page.on('request', (r) => {
    const body = r.postData() ?? '';
    sent.push({
      call: `${r.method()} ${new URL(r.url()).pathname}`,
      text: `${r.url()}\n${JSON.stringify(r.headers())}\n${body}`,
      body,
    });
  });

  await signUpForADay(page, day, {
    name: 'Chana Gold',
    email: uniqueEmail('card-to-processor', testInfo.project.name),
    card: TEST_CARDS.approved,
  });
  await expectPath(page, ROUTES.SubscribeThankYou.path);

  const digits = TEST_CARDS.approved.replace(/\s/g, '');
  const carrying = sent.filter(
    ({ text }) => text.includes(digits) || text.includes(TEST_CARDS.approved),
  );
  expect(carrying.map(({ call }) => call)).toEqual([`POST ${SANDBOX_API.paymentMethods}`]);

  const signUps = sent.filter(({ call }) => call === 'POST /api/sign-up');
  expect(signUps).toHaveLength(1);
  const body = JSON.parse(signUps[0]?.body ?? '{}') as { billing?: { paymentMethod?: string } };
  expect(body.billing?.paymentMethod).toMatch(/^pm_/);
  expect(cardDataKeyIn(body), 'a card field in the sign-up').toBeUndefined();
});
