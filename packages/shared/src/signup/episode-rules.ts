import type { DedicationKind, PlanType } from '../schemas/plan.ts';

/**
 * What the episode (dedication) step asks for, by plan type and kind — spec §2 Episode step and
 * §5 Episode/Billing rules in one place, read by the form and by the server's validation.
 */
export interface EpisodeRules {
  /** Kind chooser only for the day (yoirtzeit) and year (rosh_chodesh) plans. */
  showKindChooser: boolean;
  /** A Hebrew date is asked for when the kind or plan is yoirtzeit or shloishim. */
  showDates: boolean;
  /** The second (yoirtzeit) date, for a shloishim plan or kind. */
  showSecondDate: boolean;
  /** yoirtzeitMonth/Day must be present (kind or plan yoirtzeit). */
  requireYoirtzeitDate: boolean;
  /** With one date field, the yoirtzeit date follows the chosen date. */
  yoirtzeitFollowsDate: boolean;
  dateLabel: 'Day of Yurzat' | 'Day of Shloishim' | 'Day to learn';
  secondDateLabel: 'Day of Yurzat';
  namePlaceholder: string;
  /** "Make it recurring every year on this date?" */
  recurringAllowed: boolean;
}

// Examples only, in Hebrew alone: a Latin "e.g." in a right-to-left field reads backwards and
// crowds the example out of a narrow input.
const FORMAL_NAME_HINT = 'ר׳ משה בן ר׳ אברהם ז״ל';
const SON_OF_HINT = 'משה בן שרה';

export function episodeRules(planType: PlanType, kind: DedicationKind | undefined): EpisodeRules {
  const yoirtzeit = kind === 'yoirtzeit' || planType === 'yoirtzeit';
  const shloishim = kind === 'shloishim' || planType === 'shloishim';
  return {
    showKindChooser: planType === 'yoirtzeit' || planType === 'rosh_chodesh',
    showDates: yoirtzeit || shloishim,
    showSecondDate: shloishim,
    requireYoirtzeitDate: yoirtzeit,
    yoirtzeitFollowsDate: yoirtzeit && !shloishim,
    dateLabel:
      kind === 'yoirtzeit'
        ? 'Day of Yurzat'
        : kind === 'shloishim'
          ? 'Day of Shloishim'
          : 'Day to learn',
    secondDateLabel: 'Day of Yurzat',
    namePlaceholder: kind === 'merit' || kind === 'refuah' ? SON_OF_HINT : FORMAL_NAME_HINT,
    recurringAllowed:
      planType === 'rosh_chodesh' || (planType === 'yoirtzeit' && kind === 'yoirtzeit'),
  };
}
