import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
const BASE = 'http://127.0.0.1:4850';
const OUT = '/tmp/rem-shots';
const DATA = fs.readFileSync('/tmp/rem-walkdir', 'utf8').trim();
import { hebrewDateOf, addDays, londonDay } from '@zechus/shared';

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(BASE + '/');
  const token = (await ctx.cookies()).find((c) => c.name === 'XSRF-TOKEN').value;
  const today = londonDay(new Date());
  const target = addDays(today, 20);
  const hd = hebrewDateOf(target);
  const email = `walk-${Date.now()}@example.org`;
  const r = await page.request.post(BASE + '/api/sign-up', {
    headers: { 'X-XSRF-TOKEN': token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      plan: { id: 1, type: 'yoirtzeit', kind: 'yoirtzeit', price: 360 },
      episode: { kind: 'yoirtzeit', name: 'ר׳ משה בן ר׳ אברהם ז״ל', date: { month: hd.hebrewMonth, day: hd.hebrewDay, yoirtzeitMonth: hd.hebrewMonth, yoirtzeitDay: hd.hebrewDay } },
      contact: { name: 'Chana Gold', phone: '+44 20 7946 0001', email },
      billing: { name: 'Chana Gold', card: '4242 4242 4242 4242', expire: '12/39', cvv: '123', recurring: false },
    },
  });
  console.log('signup', r.status());
  const body = await r.json();
  const run = await page.request.post(BASE + '/api/test/reminders', { headers: { 'X-XSRF-TOKEN': token }, data: { day: addDays(target, -7) } });
  console.log('reminders', run.status(), await run.text());
  const files = fs.readdirSync(path.join(DATA, 'outbox')).sort();
  const emls = files.map((f) => fs.readFileSync(path.join(DATA, 'outbox', f), 'utf8'));
  const mail = emls.find((t) => t.includes(email) && t.includes('List-Unsubscribe'));
  fs.writeFileSync(OUT + '/reminder.eml', mail);
  const flat = mail.replace(/=\r?\n/g, '');
  const stop = /\/reminders\/stop\/([A-Za-z0-9_-]{43})/.exec(flat)[1];
  console.log('stop token found', stop.length);
  for (const [w, h] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${BASE}/reminders/stop/${stop}`);
    await page.getByRole('button', { name: 'Stop these reminders' }).waitFor();
    await page.screenshot({ path: `${OUT}/ask-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Stop these reminders' }).click();
    await page.getByRole('heading', { name: 'The reminders are stopped' }).waitFor();
    await page.screenshot({ path: `${OUT}/stopped-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Send the reminders again' }).click();
    await page.getByRole('heading', { name: 'The reminders are on' }).waitFor();
    await page.screenshot({ path: `${OUT}/on-${w}.png`, fullPage: true });
    await page.goto(`${BASE}/reminders/stop/${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await page.screenshot({ path: `${OUT}/unknown-${w}.png`, fullPage: true });
  }
  // The demo donor's My Page and the download.
  await page.goto(BASE + '/login');
  await page.getByLabel('Email Address').fill('demo@example.org');
  await page.getByLabel('Donor ID Number').fill('100001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Add all dates to my calendar' }).waitFor();
  for (const [w, h] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${OUT}/mypage-${w}.png` });
  }
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add all dates to my calendar' }).click()]);
  const file = await download.path();
  const ics = fs.readFileSync(file, 'utf8');
  console.log('download', download.suggestedFilename(), ics.slice(0, 300), 'events', (ics.match(/BEGIN:VEVENT/g) || []).length);
  await browser.close();
})().catch((e) => { console.error(e); process.exit(1); });
