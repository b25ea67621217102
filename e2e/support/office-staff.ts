import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { OFFICE_PATHS } from '@zechus/shared';
import { officeOutboxDir } from './office.ts';

/** A person the owner invites in a story; the e-mail is new on every run. */
export interface Invitee {
  name: string;
  email: string;
  role: 'Owner' | 'Office' | 'Teacher';
}

export const newInvitee = (name: string, role: Invitee['role']): Invitee => ({
  name,
  role,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@school.example.org`,
});

/** The owner invites someone from the Staff area, and reads that the e-mail went out. */
export async function inviteFromConsole(page: Page, person: Invitee): Promise<void> {
  await page.goto(OFFICE_PATHS.staff);
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone to the office' });
  await dialog.getByLabel('Name').fill(person.name);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByRole('radio', { name: new RegExp(`^${person.role}`) }).check();
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toHaveText(
    new RegExp(`Invitation sent to ${person.email.replace(/\./g, '\\.')}\\.`),
  );
}

/**
 * The welcome link in the newest e-mail to this address in the office server's outbox (waits
 * for it), as the path to open: /office/welcome/<token>. Quoted-printable soft line breaks are
 * joined first, so a link the encoder wrapped still reads whole.
 */
export async function welcomeLinkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(officeOutboxDir()).catch(() => [] as string[]))
          .filter((file) => file.endsWith('.eml'))
          .sort();
        for (const file of files.reverse()) {
          const raw = (await readFile(path.join(officeOutboxDir(), file), 'utf8')).replace(
            /=\r?\n/g,
            '',
          );
          if (!new RegExp(`^To: ${email}$`, 'mi').test(raw)) continue;
          link = /\/office\/welcome\/[A-Za-z0-9_-]{20,}/.exec(raw)?.[0];
          return link;
        }
        return undefined;
      },
      { message: `a welcome e-mail to ${email}` },
    )
    .toBeTruthy();
  return link ?? '';
}

/** A fresh browser of its own (the invited person's device), with the office project's setup. */
export async function anotherDevice(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  return context.newPage();
}

/** Chooses a password on the welcome page and waits for the console. */
export async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Type it again').fill(password);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
}
