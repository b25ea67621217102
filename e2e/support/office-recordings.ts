import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type FileChooser,
  type Locator,
  type Page,
} from '@playwright/test';
import { OFFICE_PATHS } from '@zechus/shared';

/** One perek of today's learning and the child who reads it (from the wall's public payload). */
export interface TodaysPerek {
  day: string;
  perekIndex: number;
  /** Hebrew, e.g. "ברכות פרק ו". */
  perek: string;
  learnerName: string;
}

export async function todaysPerek(
  request: APIRequestContext,
  perekIndex: number,
): Promise<TodaysPerek> {
  const response = await request.get('/api/large-screen');
  expect(response.status()).toBe(200);
  const wall = (await response.json()) as {
    date: { day: string };
    chapters: { perekIndex: number; perek: string; name: string }[];
  };
  const chapter = wall.chapters.find((c) => c.perekIndex === perekIndex);
  if (!chapter) throw new Error(`today has no perek ${perekIndex}`);
  return { day: wall.date.day, perekIndex, perek: chapter.perek, learnerName: chapter.name };
}

/**
 * Opens the recording dialog of a child's perek from the day view (the days area's contract: a
 * "Search" box filtering the day's perakim by learner name, and on each row a button named
 * "Recording for <learner>, <perek>").
 */
export async function openRecordingDialog(page: Page, target: TodaysPerek): Promise<Locator> {
  await page.goto(OFFICE_PATHS.days);
  await page.getByLabel('Search', { exact: true }).fill(target.learnerName);
  const open = page.getByRole('button', {
    name: `Recording for ${target.learnerName}, ${target.perek}`,
    exact: true,
  });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Recording: ${target.learnerName}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** axe on the open dialog only (the page behind it is inert and another area's to check). */
export async function expectDialogHasNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('dialog[open]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}

/** Plays an <audio> (muted, as a test must) and waits until its time runs: it really plays. */
export async function expectAudioPlays(audio: Locator): Promise<void> {
  const started = await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    try {
      await element.play();
      return 'playing';
    } catch (error) {
      return `refused: ${String(error)} (media error ${element.error?.code ?? 'none'})`;
    }
  });
  expect(started).toBe('playing');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(0);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.error?.code ?? null)).toBe(
    null,
  );
  await audio.evaluate((element: HTMLAudioElement) => element.pause());
}

/** Loads an <audio>'s file (a donor's player loads only on play) and waits until it can play. */
export async function expectAudioCanPlay(audio: Locator): Promise<void> {
  await audio.evaluate((element: HTMLAudioElement) => {
    element.preload = 'auto';
    element.load();
  });
  await expect
    .poll(() =>
      audio.evaluate((element: HTMLAudioElement) => ({
        ready: element.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA,
        hasLength: element.duration > 0,
        error: element.error?.code ?? null,
      })),
    )
    .toEqual({ ready: true, hasLength: true, error: null });
}

/**
 * Keeps every microphone stream the page opens (before any script of the page runs), so a test
 * can see that the dialog gives the microphone back.
 */
export async function watchMicrophone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: MediaStream[] = [];
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams = opened;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      opened.push(stream);
      return stream;
    };
  });
}

/** How many microphone tracks the page opened, and how many are still live. */
export const microphoneTracks = (page: Page) =>
  page.evaluate(() => {
    const streams = (window as unknown as { openedStreams?: MediaStream[] }).openedStreams ?? [];
    const tracks = streams.flatMap((stream) => stream.getTracks());
    return { opened: tracks.length, live: tracks.filter((t) => t.readyState === 'live').length };
  });

/** Presses a button that opens the device's file chooser, and picks `files` in it. */
export async function chooseFile(
  page: Page,
  button: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}
