import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { OFFICE_PATHS } from '@zechus/shared';
import { expect, test } from './support/test.ts';
import { choosePassword } from './support/office-staff.ts';
import { startOwnServer } from './support/own-server.ts';
import { serverEnv } from './support/server-env.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The way into a new install's office: the owner added at the server's command line. */
async function addOwnerAtCommandLine(url: string, folder: string, email: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['apps/server/dist/staff.js', 'add', email, '--name', 'Miriam Levy', '--role', 'owner'],
    { cwd: repoRoot, env: { ...process.env, ...serverEnv(Number(new URL(url).port), folder) } },
  );
  const link = /\/office\/welcome\/[A-Za-z0-9_-]{20,}/.exec(stdout)?.[0];
  if (!link) throw new Error(`no welcome link in: ${stdout}`);
  return link;
}

test('a new install’s office says what to do first: the children, a station, the sheets', async ({
  page,
}, testInfo) => {
  // A school's own install, no demo data: no child, no class, no station.
  const own = await startOwnServer(`new-install-${testInfo.workerIndex}-${testInfo.project.name}`, {
    SEED_DEMO: 'never',
  });
  try {
    const welcome = await addOwnerAtCommandLine(own.url, own.folder, 'miriam@school.example.org');
    await page.goto(`${own.url}${welcome}`);
    await choosePassword(page, 'the first password of a new programme');
    await expect(page).toHaveURL(`${own.url}${OFFICE_PATHS.home}`);

    // The home says what to do first, each step with its way there, and no "0 of 525".
    const steps = page.getByRole('region', { name: 'First steps' });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Add the children and their classes',
      'Set up a scanner station',
      'Print the barcode sheets',
    ]);
    await expect(page.getByText(/No children are learning yet/)).toBeVisible();
    await expect(page.getByText(/of \d+ perakim done/)).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`first-steps-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await steps.getByRole('link', { name: 'Import a class' }).click();
    await expect(page).toHaveURL(`${own.url}${OFFICE_PATHS.learners}/import`);
    await page.goBack();
    await steps.getByRole('link', { name: 'Add a child' }).click();
    await expect(page).toHaveURL(`${own.url}${OFFICE_PATHS.learners}`);

    // A child added, the first step is ticked; the station step still waits, with its link.
    await page.getByRole('button', { name: 'Add learner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add learner' });
    await dialog.getByLabel('Name in Hebrew').fill('שמעון כהן');
    await dialog.getByLabel('Class or group').fill('כיתה ג׳');
    await dialog.getByRole('button', { name: 'Add learner' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`${own.url}${OFFICE_PATHS.home}`);
    await expect(steps.getByText('1 child in 1 class.')).toBeVisible();
    // Today's card reads true: today's perakim are the child's, or nobody's till tomorrow.
    await expect(page.getByRole('region', { name: 'Today’s learning' })).toContainText(
      /^Today’s learning(0 of 525 perakim done|Nobody has perakim today)/,
    );

    // A station added, the first steps are done and leave the home.
    await steps.getByRole('link', { name: 'Add a station' }).click();
    await expect(page).toHaveURL(`${own.url}${OFFICE_PATHS.stations}`);
    await page.getByRole('button', { name: 'Add a station' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a scanner station' });
    await adding.getByLabel('Name').fill('Main hall');
    await adding.getByRole('button', { name: 'Create the token' }).click();
    await expect(
      page.getByRole('dialog', { name: '“Main hall” is ready to set up' }),
    ).toBeVisible();
    // Once the home has read what is set up (not merely before it has), no first steps.
    const read = page.waitForResponse((r) => r.url().endsWith('/api/office/home/first-steps'));
    await page.goto(`${own.url}${OFFICE_PATHS.home}`);
    expect((await read).ok()).toBe(true);
    await expect(page.getByRole('region', { name: 'Your areas' })).toBeVisible();
    await expect(steps).toHaveCount(0);
  } finally {
    await own.stop();
  }
});
