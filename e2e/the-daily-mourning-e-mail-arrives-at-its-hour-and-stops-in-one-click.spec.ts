import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, londonDay, ROUTES, SANDBOX_API } from '@zechus/shared';
import { expectNoA11yViolations } from './support/a11y.ts';
import { submitLogin, xsrfToken } from './support/donor.ts';
import { dataDir } from './support/outbox.ts';
import { startOwnServer } from './support/own-server.ts';
import { expect, test, type Page } from './support/test.ts';

const NAME = 'ר׳ אהרן בן ר׳ יוסף ז״ל';

/** The sandbox card 4242 4242 4242 4242, made a payment method by the story's own server. */
async function cardOnOwnServer(page: Page, url: string, xsrf: string): Promise<string> {
  const response = await page.request.post(`${url}${SANDBOX_API.paymentMethods}`, {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test.describe.configure({ timeout: 120_000 });

test('the daily mourning e-mail arrives at its hour and stops in one click', async ({
  page,
}, testInfo) => {
  // A server of the story's own with TEST_CLOCK on, for POST /api/test/daily-mail: it runs the
  // daily e-mails as a pass of the jobs would on a day at a London hour, moving no one's day.
  const name = `daily-mail-${testInfo.workerIndex}`;
  const own = await startOwnServer(name, { TEST_CLOCK: 'on' });
  const outbox = path.join(dataDir(), `${name}-${new URL(own.url).port}`, 'outbox');
  const dailyMails = async (email: string) => {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
    return texts
      .map((text) => text.replace(/=\r?\n/g, ''))
      .filter((text) => text.includes(email) && text.includes('daily e-mails? Stop them'));
  };
  const runAt = async (p: Page, day: string, hour: number) => {
    const response = await p.request.post(`${own.url}/api/test/daily-mail`, {
      headers: { 'X-XSRF-TOKEN': await xsrfToken(p) },
      data: { day, hour },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  try {
    // A son dedicates the shiva that began today.
    const today = londonDay(new Date());
    const email = `mourning-${randomUUID()}@example.org`;
    await page.goto(`${own.url}${ROUTES.Home.path}`);
    const plans = (await (await page.request.get(`${own.url}/api/plans`)).json()) as {
      id: number;
      type: string;
      price: number;
    }[];
    const shiva = plans.find((plan) => plan.type === 'shiva');
    if (!shiva) throw new Error('no shiva plan');
    const token = await xsrfToken(page);
    const signUp = await page.request.post(`${own.url}/api/sign-up`, {
      headers: { 'X-XSRF-TOKEN': token, 'Idempotency-Key': randomUUID() },
      data: {
        plan: {
          id: shiva.id,
          type: 'shiva',
          kind: 'shiva',
          price: shiva.price,
          total: shiva.price,
        },
        episode: { kind: 'shiva', name: NAME, date: { month: null, day: null, shivaBegan: today } },
        contact: { name: 'Shmuel Katz', phone: '+44 20 7946 0003', email },
        billing: {
          name: 'Shmuel Katz',
          paymentMethod: await cardOnOwnServer(page, own.url, token),
          recurring: false,
        },
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const donorId = ((await signUp.json()) as { donor: { donorId: string } }).donor.donorId;

    // On My Page he asks for the daily e-mail, at the evening hour it offers.
    await page.goto(`${own.url}${ROUTES.Login.path}`);
    await submitLogin(page, email, donorId);
    const daily = page.getByRole('region', { name: 'A message each day' });
    await daily.getByLabel('Send me the daily e-mail').check();
    await expect(daily.getByLabel('At (London time)')).toHaveValue('19');
    await daily.getByRole('button', { name: 'Save' }).click();
    await expect(daily.getByText('Saved. The e-mail comes each day at about 19:00.')).toBeVisible();
    await daily.screenshot({ path: testInfo.outputPath('my-page-daily-mail.png') });
    await expectNoA11yViolations(page);

    // Not at 18:00; at 19:00 it comes, with today's count, his link and the one-click stop.
    await runAt(page, today, 18);
    expect(await dailyMails(email)).toHaveLength(0);
    await runAt(page, today, 19);
    const [mail = ''] = await dailyMails(email);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toMatch(/the children learned \d+ perakim of the Mishnah/);
    // (Quoted-printable writes "=" as "=3D".)
    const dedication = /https?:\/\/[^/\s]+\/my-page\/(\d+)\?day=(?:3D)?1\b/.exec(mail)?.[1];
    const progress = dedication ? `/my-page/${dedication}?day=1` : '';
    const stop =
      /List-Unsubscribe:\s+<https?:\/\/[^/]+(\/daily-mail\/stop\/[A-Za-z0-9_-]{43})>/.exec(
        mail,
      )?.[1] ?? '';
    expect(progress, 'the e-mail links to the learning').not.toBe('');
    expect(stop, 'the List-Unsubscribe header carries the stop link').not.toBe('');

    // The link opens the day's learning for the name.
    await page.goto(`${own.url}${progress}`);
    await expect(page.getByText(NAME).first()).toBeVisible();

    // The stop link: one click stops it.
    await page.goto(`${own.url}${stop}`);
    await page.getByRole('button', { name: 'Stop the daily messages' }).click();
    await expect(page.getByRole('heading', { name: 'No more daily messages' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('stopped.png'), fullPage: true });
    await expectNoA11yViolations(page);

    // Tomorrow at 19:00: nothing more.
    await runAt(page, addDays(today, 1), 19);
    expect(await dailyMails(email)).toHaveLength(1);
  } finally {
    await own.stop();
  }
});
