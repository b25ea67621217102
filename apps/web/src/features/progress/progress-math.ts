/** A percentage as the panel shows it: a whole number, clamped to 0–100 (spec §2, §9). */
export const roundPercent = (value: number | null | undefined): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
};

/** 100 (after rounding) takes the done look (spec §2 Progress panel, §4 Progress bars). */
export const isDonePercent = (value: number | null | undefined): boolean =>
  roundPercent(value) === 100;

export interface PanelFigures {
  /** Whole percent shown as text and used as the bar width. */
  percent: number;
  /** The bar's width, as CSS. */
  width: string;
  done: boolean;
  chaptersDone: number;
  chaptersNotDone: number;
}

const count = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;

/** What the progress panel shows for its inputs (progress, chapters_done, chapters_not_done). */
export const panelFigures = (input: {
  progress: number | null | undefined;
  chapters_done: number | null | undefined;
  chapters_not_done: number | null | undefined;
}): PanelFigures => {
  const percent = roundPercent(input.progress);
  return {
    percent,
    width: `${percent}%`,
    done: percent === 100,
    chaptersDone: count(input.chapters_done),
    chaptersNotDone: count(input.chapters_not_done),
  };
};

/** Ease-out cubic: the count-up starts briskly and settles on the target. */
export const easeOutCubic = (t: number): number => 1 - Math.pow(1 - Math.min(1, Math.max(0, t)), 3);

/** The value shown `elapsed` ms into a count of `duration` ms from `from` (0) to `target`. */
export const countUpValue = (
  target: number,
  elapsed: number,
  duration: number,
  from = 0,
): number => (duration <= 0 ? target : from + (target - from) * easeOutCubic(elapsed / duration));
