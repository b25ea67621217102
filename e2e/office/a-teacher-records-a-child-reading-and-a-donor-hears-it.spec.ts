import { expect, test } from '../support/test.ts';
// The integration tests' sample files: real containers of each kind (see those files).
import { mp3Tone, oggOpus, webmOpus } from '../../apps/server/src/modules/recordings/test-audio.ts';
import { m4aAac } from '../../apps/server/src/modules/recordings/test-m4a.ts';
import { logInAsDemoDonor, xsrfToken } from '../support/donor.ts';
import { signInToOffice } from '../support/office.ts';
import {
  expectAudioCanPlay,
  expectAudioPlays,
  expectDialogHasNoA11yViolations,
  openRecordingDialog,
  todaysPerek,
} from '../support/office-recordings.ts';

/**
 * Today's learning is dedicated by the demo donor's yoirtzeit, so every child reading today
 * reads for it. Perek 6 of today (ברכות פרק ז) is among the first perakim the donor's learners'
 * tab draws, and the demo gives it no recording (it records every ninth).
 */
const PEREK_INDEX = 6;

test('a teacher records a child reading and a donor hears it', async ({ page, browser }, info) => {
  test.slow(); // two browsers, a real recording, and the donor's 525 learners
  const target = await todaysPerek(page.request, PEREK_INDEX);

  // The teacher, at the classroom tablet, opens the child's perek in today's day view.
  await signInToOffice(page);
  const dialog = await openRecordingDialog(page, target);
  await expect(dialog.getByRole('heading', { name: 'No recording yet' })).toBeVisible();
  await expectDialogHasNoA11yViolations(page);

  // Recording, by keyboard: Record, and Stop has the focus at once.
  await dialog.getByRole('button', { name: 'Record', exact: true }).focus();
  await page.keyboard.press('Enter');
  const stop = dialog.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeFocused();
  await expect(dialog.getByRole('heading', { name: 'Recording', exact: true })).toBeVisible();
  // About two seconds of the (fake) microphone, by the dialog's own running time.
  await expect(dialog.getByRole('timer', { name: 'Time recorded' })).toHaveText(/^0:0[2-9]$/, {
    timeout: 10_000,
  });
  await page.keyboard.press('Enter');

  // Listen before saving: the take plays from the browser's memory (a blob: address).
  await expect(dialog.getByRole('heading', { name: 'Listen before saving' })).toBeFocused();
  await expect(dialog.getByText(/^Recorded 0:\d\d · \d+ KB$/)).toBeVisible();
  const preview = dialog.getByLabel('The new recording, not saved yet');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expectAudioPlays(preview);
  await expectDialogHasNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'Save recording' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Recording saved' })).toHaveText(
    'Recording saved. Donors can listen to it now.',
  );
  const saved = dialog.getByLabel(`The saved recording of ${target.learnerName}`);
  const address = await saved.getAttribute('src');
  expect(address).toMatch(
    new RegExp(`^/uploads/recordings/recording-${target.day}-${PEREK_INDEX}-[0-9a-f]{16}\\.webm$`),
  );
  await expectAudioPlays(saved);
  // Served as audio, in ranges (as Safari asks for it).
  const served = await page.request.get(address ?? '', { headers: { range: 'bytes=0-1' } });
  expect(served.status()).toBe(206);
  expect(served.headers()['content-type']).toBe('audio/webm');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The donor, on their own device, opens today's learning and the learners' tab.
  const donorContext = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const donor = await donorContext.newPage();
    await logInAsDemoDonor(donor);
    // The first dedication is the yoirtzeit of today.
    await donor
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^View Progress/ })
      .click();
    await expect(donor).toHaveURL(/\/my-page\/\d+\?day=1$/);
    // The page drops the address's #hash as it loads, so the tab is chosen by a click.
    await donor.getByRole('tab', { name: /^לומדים/ }).click();
    const child = donor
      .getByRole('tabpanel')
      .getByRole('button')
      .filter({ hasText: target.learnerName })
      .filter({ hasText: target.perek });
    await expect(child).toContainText('Listen');
    await child.click();

    const overlay = donor.getByRole('dialog');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: target.learnerName })).toBeVisible();
    const player = overlay.locator('audio');
    await expect(player).toHaveAttribute('src', address ?? '');
    await expect(player).toHaveAttribute('controls', '');
    await expectAudioCanPlay(player);
    await expectAudioPlays(player);
  } finally {
    await donorContext.close();
  }
});

test('a donor’s player plays every kind of recording the office keeps', async ({
  page,
  browser,
}, info) => {
  test.slow();
  // Perakim 1–4 of today (ברכות פרק ב–ה) get an MP3, an M4A, an Ogg and a WebM recording.
  const kinds = [
    { perekIndex: 1, extension: 'mp3', bytes: mp3Tone(1.5) },
    { perekIndex: 2, extension: 'm4a', bytes: m4aAac() },
    { perekIndex: 3, extension: 'ogg', bytes: oggOpus() },
    { perekIndex: 4, extension: 'webm', bytes: webmOpus() },
  ];
  await signInToOffice(page);
  const token = await xsrfToken(page);
  const saved: { perek: string; address: string }[] = [];
  for (const kind of kinds) {
    const { day, perek } = await todaysPerek(page.request, kind.perekIndex);
    const reply = await page.request.post(`/api/office/recordings/${day}/${kind.perekIndex}`, {
      headers: { 'X-XSRF-TOKEN': token },
      multipart: {
        file: {
          name: 'from-a-phone.bin',
          mimeType: 'application/octet-stream',
          buffer: kind.bytes,
        },
      },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    const address = ((await reply.json()) as { recording: string }).recording;
    expect(address.endsWith(`.${kind.extension}`)).toBe(true);
    saved.push({ perek, address });
  }

  const donorContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  try {
    const donor = await donorContext.newPage();
    await logInAsDemoDonor(donor);
    await donor
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^View Progress/ })
      .click();
    await donor.getByRole('tab', { name: /^לומדים/ }).click();
    for (const { perek, address } of saved) {
      const child = donor.getByRole('tabpanel').getByRole('button').filter({ hasText: perek });
      await expect(child).toContainText('Listen');
      await child.click();
      const player = donor.getByRole('dialog').locator('audio');
      await expect(player).toHaveAttribute('src', address);
      await expectAudioCanPlay(player);
      await expectAudioPlays(player);
      await donor.keyboard.press('Escape');
      await expect(donor.getByRole('dialog')).toBeHidden();
    }
  } finally {
    await donorContext.close();
  }
});
