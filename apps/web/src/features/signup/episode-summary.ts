import { HEBREW_DAYS, HEBREW_MONTHS, episodeRules } from '@zechus/shared';
import type { Episode, Plan } from '@zechus/shared';

/** "י״ב כסלו": the day name and the month name, in Hebrew (spec §3 "day.name and month.name"). */
export function hebrewDayAndMonth(month: number | null, day: number | null): string | null {
  if (month === null || day === null) return null;
  const monthName = HEBREW_MONTHS.find((m) => m.value === month)?.hebrew;
  const dayName = HEBREW_DAYS.find((d) => d.value === day)?.name;
  return monthName && dayName ? `${dayName} ${monthName}` : null;
}

export type DateLine = {
  label: 'Day of Yurzat' | 'Day of Shloishim' | 'Day to learn';
  /** The Hebrew day and month, or null for an optional date the sponsor left out. */
  value: string | null;
};

/**
 * The date lines of the 'Information' box (spec §2), in the order the form asks for them:
 * - yoirtzeit: 'Day of Yurzat', the date chosen;
 * - shloishim: 'Day of Shloishim' (the last day of learning), then 'Day of Yurzat' — the
 *   second, optional date. Spec §2 has the Day of Yurzat line for every shloishim, so it is
 *   shown even when left out ("not given"), where the sponsor can see it and add it with Edit;
 * - merit or refuah on a day plan: 'Day to learn'. A plan that asks for no date shows none.
 */
export function episodeDateLines(plan: Plan, episode: Episode): DateLine[] {
  const rules = episodeRules(plan.type, episode.kind);
  const chosen = hebrewDayAndMonth(episode.date.month, episode.date.day);
  const second = hebrewDayAndMonth(episode.date.yoirtzeitMonth, episode.date.yoirtzeitDay);
  if (episode.kind === 'shloishim') {
    return [
      { label: 'Day of Shloishim', value: chosen },
      { label: 'Day of Yurzat', value: second },
    ];
  }
  if (episode.kind === 'yoirtzeit') return [{ label: 'Day of Yurzat', value: chosen }];
  return rules.showDates && chosen ? [{ label: rules.dateLabel, value: chosen }] : [];
}
