import type { DedicationKind } from '../schemas/plan.ts';
import type { Occasion } from './schedule.ts';

/**
 * How a learning date is named in reminders and calendar entries: a short title (a calendar
 * entry's first words, an e-mail's subject) and one sentence on what happens that day.
 */

const TITLES: Record<Occasion, string> = {
  yahrzeit: 'Yoirtzeit',
  'rosh-chodesh': 'Rosh Chodesh learning',
  'shloishim-begins': 'Shloishim learning begins',
  shloishim: 'Shloishim learning',
  'day-of-shloishim': 'Day of Shloishim',
  shiva: 'Shiva learning',
  learning: 'Mishnayos learning',
};

/** e.g. "Yoirtzeit", "Day of Shloishim". */
export const occasionTitle = (occasion: Occasion): string => TITLES[occasion];

/** Whom the learning is for, as the kind says it. */
const forWhom = (kind: DedicationKind): string => {
  switch (kind) {
    case 'merit':
      return 'in the merit of';
    case 'refuah':
      return 'for the refuah shleimah of';
    default:
      return 'in memory of';
  }
};

/**
 * One sentence: what the children do that day and for whom, with the name last (it is Hebrew,
 * and set last it cannot reorder the English around it).
 */
export function whatHappens(occasion: Occasion, kind: DedicationKind, name: string): string {
  const learn = 'the children learn the whole Mishnah, all 525 perakim,';
  switch (occasion) {
    case 'yahrzeit':
      return `On the yoirtzeit ${learn} in memory of ${name}`;
    case 'day-of-shloishim':
      return `On the Day of Shloishim ${learn} in memory of ${name}`;
    case 'shloishim-begins':
      return `The shloishim learning begins: ${learn} in memory of ${name}`;
    default:
      return `On this day ${learn} ${forWhom(kind)} ${name}`;
  }
}
