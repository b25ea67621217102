import path from 'node:path';
import { expect, test, expectFailedRequest } from '../support/test.ts';
import { PNG_PIXEL } from '../../apps/server/src/modules/recordings/test-audio.ts';
import { officeDataDir, signInToOffice } from '../support/office.ts';
import {
  chooseFile,
  expectAudioPlays,
  expectDialogHasNoA11yViolations,
  microphoneTracks,
  openRecordingDialog,
  todaysPerek,
  watchMicrophone,
} from '../support/office-recordings.ts';

test('a teacher uploads a file, is told when one is refused, and replaces and removes a recording', async ({
  page,
}) => {
  // A photo is uploaded as a recording on purpose: refused (400).
  expectFailedRequest(400);
  test.slow(); // a file of 20 MB goes into the browser
  const target = await todaysPerek(page.request, 7);
  await signInToOffice(page);
  const dialog = await openRecordingDialog(page, target);
  const upload = dialog.getByRole('button', { name: 'Upload a file' });
  const another = dialog.getByRole('button', { name: 'Choose another file' });

  // A photo, whatever its name, is refused by the server in a sentence; nothing is saved.
  await chooseFile(page, upload, {
    name: 'reading.mp3',
    mimeType: 'audio/mpeg',
    buffer: PNG_PIXEL,
  });
  await expect(dialog.getByRole('heading', { name: 'Listen before saving' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Save recording' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This file is not an audio recording we can play (mp3, m4a, ogg or webm).',
  );

  // Too large is said before anything is sent.
  await chooseFile(page, another, {
    name: 'long.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This recording is 20.0 MB; a recording can be at most 20 MB.',
  );

  // A real MP3 (one of the demo's) is previewed, then saved.
  await chooseFile(page, another, path.join(officeDataDir(), 'uploads/recordings/recording-2.mp3'));
  await expect(dialog.getByText(/^recording-2\.mp3 · \d+ KB$/)).toBeVisible();
  await expectAudioPlays(dialog.getByLabel('The new recording, not saved yet'));
  await dialog.getByRole('button', { name: 'Save recording' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Recording saved' })).toBeVisible();
  const saved = dialog.getByLabel(`The saved recording of ${target.learnerName}`);
  await expect(saved).toHaveAttribute('src', /\.mp3$/);
  const first = await saved.getAttribute('src');

  // Replace: the saved one stays until the new one is saved.
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(dialog.getByRole('heading', { name: 'Replace the recording' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^0:0[1-9]$/, { timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await dialog.getByRole('button', { name: 'Save recording' }).click();
  await expect(saved).toHaveAttribute('src', /\.webm$/);
  expect((await page.request.get(first ?? '')).status()).toBe(404);

  // Remove asks first, and "Keep it" keeps it.
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Remove this recording?' })).toBeFocused();
  await expectDialogHasNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(saved).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await dialog.getByRole('button', { name: 'Remove recording' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Recording removed.' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'No recording yet' })).toBeFocused();
});

test('closing the dialog mid-recording asks first and gives the microphone back', async ({
  page,
}) => {
  test.slow();
  await watchMicrophone(page);
  const target = await todaysPerek(page.request, 8);
  await signInToOffice(page);
  let dialog = await openRecordingDialog(page, target);

  // Stop gives the microphone back at once.
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^0:0[1-9]$/, { timeout: 10_000 });
  await expect.poll(() => microphoneTracks(page)).toEqual({ opened: 1, live: 1 });
  await expectDialogHasNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByRole('heading', { name: 'Listen before saving' })).toBeVisible();
  await expect.poll(() => microphoneTracks(page)).toEqual({ opened: 1, live: 0 });

  // Escape while recording: the take is kept until the teacher says to drop it.
  await dialog.getByRole('button', { name: 'Record again' }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^0:0[1-9]$/, { timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('heading', { name: 'Close without saving?' })).toBeFocused();
  await expect.poll(() => microphoneTracks(page)).toEqual({ opened: 2, live: 0 });
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog.getByRole('heading', { name: 'Listen before saving' })).toBeFocused();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Close without saving' }).click();
  await expect(dialog).toBeHidden();

  // Closing while recording releases the microphone as the dialog goes (a fresh page load).
  dialog = await openRecordingDialog(page, target);
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^0:0[1-9]$/, { timeout: 10_000 });
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Close without saving' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => microphoneTracks(page)).toEqual({ opened: 1, live: 0 });
  // Nothing was saved.
  dialog = await openRecordingDialog(page, target);
  await expect(dialog.getByRole('heading', { name: 'No recording yet' })).toBeVisible();
});
