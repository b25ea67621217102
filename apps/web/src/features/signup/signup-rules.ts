import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingSchema,
  civilDateProblem,
  contactInfoSchema,
  dedicationKindSchema,
  episodeProblems,
  episodeRules,
  episodeSchema,
  learningDatesProblem,
} from '@zechus/shared';
import type { ContactInfo, DateRole, Episode, Plan } from '@zechus/shared';
import { z } from 'zod';
import {
  episodeOfForm,
  FIRST_DATE,
  firstDateRole,
  SECOND_DATE,
  type DateEntryFields,
  type EpisodeFormValues,
} from './episode-form.ts';

// The sign-up's rules, with Zod: loaded when a sponsor first uses one of its forms, or before the
// Subscribe screen renders when steps saved earlier are to be judged (rules.ts, decision 0029).

/** Whether a stored episode is complete for the plan (the server checks the same rules). */
export function episodeIsValid(plan: Plan, episode: Episode | null): episode is Episode {
  if (!episode || !episodeSchema.safeParse(episode).success) return false;
  if (!plan.kinds.some((kind) => kind.id === episode.kind)) return false;
  return episodeProblems(plan.type, episode).length === 0;
}

export const contactIsValid = (contact: ContactInfo | null): contact is ContactInfo =>
  contact !== null && contactInfoSchema.safeParse(contact).success;

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

/** The episode form's resolver for a plan, judged from `today`. */
export const episodeFormResolver = (plan: Plan, today: string) =>
  zodResolver(episodeFormSchema(plan, today));

export const contactResolver = zodResolver(contactInfoSchema);
/** The billing step's own fields: the card itself is in the processor's fields (0034). */
export const billingResolver = zodResolver(
  z.object({ name: billingSchema.shape.name, recurring: billingSchema.shape.recurring }),
);
