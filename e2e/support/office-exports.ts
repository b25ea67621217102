import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** What a downloaded export holds: its name and its bytes. */
export interface DownloadedFile {
  name: string;
  bytes: Buffer;
}

/** Clicks the export screen's download link and reads the file the browser saved. */
export async function downloadExport(page: Page, linkName: RegExp): Promise<DownloadedFile> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  const path = await download.path();
  expect(path, 'the browser saved the download').toBeTruthy();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** The first and last day of this London month, as the export screen offers it first. */
export function thisLondonMonth(): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
