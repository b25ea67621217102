import { episodeRules, hebrewDateForCivil } from '@zechus/shared';
import type { DateRole, DedicationKind, Episode, Plan, PlanType } from '@zechus/shared';

/** How a date is given: the Hebrew month and day, or the civil date (converted by hebcal). */
export type DateMode = 'hebrew' | 'civil';

/** The episode form as the inputs hold it: selects give strings ('' = not chosen). */
export interface EpisodeFormValues {
  kind: DedicationKind | '';
  name: string;
  dateMode: DateMode;
  month: string;
  day: string;
  civilDay: string;
  afterNightfall: boolean;
  yoirtzeitDateMode: DateMode;
  yoirtzeitMonth: string;
  yoirtzeitDay: string;
  yoirtzeitCivilDay: string;
  yoirtzeitAfterNightfall: boolean;
  /** The shiva plan: the civil day shiva began ('' = not chosen). */
  shivaBegan: string;
}

/** The form's fields of one date entry (the dedication's date, or the second, yoirtzeit one). */
export interface DateEntryFields {
  mode: 'dateMode' | 'yoirtzeitDateMode';
  month: 'month' | 'yoirtzeitMonth';
  day: 'day' | 'yoirtzeitDay';
  civil: 'civilDay' | 'yoirtzeitCivilDay';
  nightfall: 'afterNightfall' | 'yoirtzeitAfterNightfall';
}

export const FIRST_DATE: DateEntryFields = {
  mode: 'dateMode',
  month: 'month',
  day: 'day',
  civil: 'civilDay',
  nightfall: 'afterNightfall',
};
export const SECOND_DATE: DateEntryFields = {
  mode: 'yoirtzeitDateMode',
  month: 'yoirtzeitMonth',
  day: 'yoirtzeitDay',
  civil: 'yoirtzeitCivilDay',
  nightfall: 'yoirtzeitAfterNightfall',
};

/** A yoirtzeit's date is a day of passing; a Day of Shloishim or a day to learn is to come. */
export const firstDateRole = (planType: PlanType, kind: DedicationKind | undefined): DateRole =>
  episodeRules(planType, kind).dateLabel === 'Day of Yurzat' ? 'passing' : 'learning';

const num = (value: string): number | null => (value === '' ? null : Number(value));
const str = (value: number | null | undefined): string => (value == null ? '' : String(value));

/** The kind a plan starts with: the saved one, else the only kind it has (spec §5). */
export function initialKind(plan: Plan, saved: Episode | null): DedicationKind | '' {
  if (saved && plan.kinds.some((kind) => kind.id === saved.kind)) return saved.kind;
  return plan.kinds.length === 1 && plan.kinds[0] ? plan.kinds[0].id : '';
}

/** A saved episode reopens on its Hebrew dates: they are what the family confirmed. */
export function episodeFormDefaults(plan: Plan, saved: Episode | null): EpisodeFormValues {
  const fromSaved = saved && plan.kinds.some((kind) => kind.id === saved.kind) ? saved : null;
  return {
    kind: initialKind(plan, saved),
    name: fromSaved?.name ?? '',
    dateMode: 'hebrew',
    month: str(fromSaved?.date.month),
    day: str(fromSaved?.date.day),
    civilDay: '',
    afterNightfall: false,
    yoirtzeitDateMode: 'hebrew',
    yoirtzeitMonth: str(fromSaved?.date.yoirtzeitMonth),
    yoirtzeitDay: str(fromSaved?.date.yoirtzeitDay),
    yoirtzeitCivilDay: '',
    yoirtzeitAfterNightfall: false,
    shivaBegan: fromSaved?.date.shivaBegan ?? '',
  };
}

/**
 * The Hebrew month and day an entry gives: as chosen, or converted from the civil date (after
 * nightfall: the next day's Hebrew date). A civil date not (yet) valid gives none.
 */
export function hebrewOfEntry(
  values: EpisodeFormValues,
  fields: DateEntryFields,
): { month: number | null; day: number | null } {
  if (values[fields.mode] === 'civil') {
    const civil = values[fields.civil];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(civil)) return { month: null, day: null };
    const hebrew = hebrewDateForCivil(civil, values[fields.nightfall]);
    return { month: hebrew.month, day: hebrew.day };
  }
  return { month: num(values[fields.month]), day: num(values[fields.day]) };
}

/**
 * The episode the form describes (spec §4 Episode form): dates not asked for are dropped, and
 * for a yoirtzeit the yoirtzeit date follows the chosen date.
 */
export function episodeOfForm(planType: PlanType, values: EpisodeFormValues): Episode {
  const kind = (values.kind || planType) as DedicationKind;
  const rules = episodeRules(planType, kind);
  const first = rules.showDates ? hebrewOfEntry(values, FIRST_DATE) : { month: null, day: null };
  const second =
    rules.showSecondDate && !rules.yoirtzeitFollowsDate
      ? hebrewOfEntry(values, SECOND_DATE)
      : { month: null, day: null };
  const follows = rules.yoirtzeitFollowsDate;
  return {
    kind,
    name: values.name.trim(),
    date: {
      month: first.month,
      day: first.day,
      yoirtzeitMonth: follows ? first.month : second.month,
      yoirtzeitDay: follows ? first.day : second.day,
      shivaBegan: planType === 'shiva' && values.shivaBegan !== '' ? values.shivaBegan : null,
    },
  };
}
