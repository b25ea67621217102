import {
  civilDateProblem,
  dedicationKindSchema,
  episodeProblems,
  episodeRules,
  episodeSchema,
  hebrewDateForCivil,
  learningDatesProblem,
} from '@zechus/shared';
import type { DateRole, DedicationKind, Episode, Plan, PlanType } from '@zechus/shared';
import { z } from 'zod';

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

/** The field a problem is shown under: the month select, or the civil date when that is used. */
const fieldOf = (values: EpisodeFormValues, fields: DateEntryFields) =>
  values[fields.mode] === 'civil' ? fields.civil : fields.month;

/**
 * Form-level schema: the shared episode rules AND every date rule that depends on today (a Day
 * of Shloishim past or too far, a date that will not come this year, when shiva began) — all
 * reported here, next to the field, before anything else is asked (docs/decisions/0023).
 */
export function episodeFormSchema(plan: Plan, today: string) {
  return z
    .object({
      kind: z.union([dedicationKindSchema, z.literal('')]).refine((kind) => kind !== '', {
        error: 'Choose what the learning is dedicated for',
      }),
      name: episodeSchema.shape.name,
      dateMode: z.enum(['hebrew', 'civil']),
      month: z.string(),
      day: z.string(),
      civilDay: z.string(),
      afterNightfall: z.boolean(),
      yoirtzeitDateMode: z.enum(['hebrew', 'civil']),
      yoirtzeitMonth: z.string(),
      yoirtzeitDay: z.string(),
      yoirtzeitCivilDay: z.string(),
      yoirtzeitAfterNightfall: z.boolean(),
      shivaBegan: z.string(),
    })
    .superRefine((raw, ctx) => {
      const values = raw as EpisodeFormValues;
      if (values.kind === '') return;
      const rules = episodeRules(plan.type, values.kind);
      const problems: { path: string; message: string }[] = [];
      const civilCheck = (fields: DateEntryFields, role: DateRole) => {
        if (values[fields.mode] !== 'civil') return;
        const problem = civilDateProblem(
          role,
          values[fields.civil],
          role === 'passing' && values[fields.nightfall],
          today,
        );
        if (problem) problems.push({ path: fields.civil, message: problem });
      };
      if (rules.showDates) civilCheck(FIRST_DATE, firstDateRole(plan.type, values.kind));
      if (rules.showSecondDate) civilCheck(SECOND_DATE, 'passing');
      if (plan.type === 'shiva' && values.shivaBegan === '') {
        problems.push({ path: 'shivaBegan', message: 'Please choose the day shiva began.' });
      }
      const episode = episodeOfForm(plan.type, values);
      for (const problem of episodeProblems(plan.type, episode)) {
        const second = problem.path[1] === 'yoirtzeitMonth';
        const path = fieldOf(values, second ? SECOND_DATE : FIRST_DATE);
        if (!problems.some((p) => p.path === path))
          problems.push({ path, message: problem.message });
      }
      if (problems.length === 0) {
        const rule = learningDatesProblem(plan.type, episode, today);
        if (rule) {
          const path = rule.field === 'shivaBegan' ? 'shivaBegan' : fieldOf(values, FIRST_DATE);
          problems.push({ path, message: rule.message });
        }
      }
      for (const { path, message } of problems)
        ctx.addIssue({ code: 'custom', path: [path], message });
    })
    .transform((values) => episodeOfForm(plan.type, values as EpisodeFormValues));
}
