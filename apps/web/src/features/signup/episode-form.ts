import { dedicationKindSchema, episodeProblems, episodeRules, episodeSchema } from '@zechus/shared';
import type { DedicationKind, Episode, Plan, PlanType } from '@zechus/shared';
import { z } from 'zod';

/** The episode form as the inputs hold it: selects give strings ('' = not chosen). */
export interface EpisodeFormValues {
  kind: DedicationKind | '';
  name: string;
  month: string;
  day: string;
  yoirtzeitMonth: string;
  yoirtzeitDay: string;
}

const num = (value: string): number | null => (value === '' ? null : Number(value));
const str = (value: number | null | undefined): string => (value == null ? '' : String(value));

/** The kind a plan starts with: the saved one, else the only kind it has (spec §5). */
export function initialKind(plan: Plan, saved: Episode | null): DedicationKind | '' {
  if (saved && plan.kinds.some((kind) => kind.id === saved.kind)) return saved.kind;
  return plan.kinds.length === 1 && plan.kinds[0] ? plan.kinds[0].id : '';
}

export function episodeFormDefaults(plan: Plan, saved: Episode | null): EpisodeFormValues {
  const fromSaved = saved && plan.kinds.some((kind) => kind.id === saved.kind);
  return {
    kind: initialKind(plan, saved),
    name: fromSaved ? saved.name : '',
    month: fromSaved ? str(saved.date.month) : '',
    day: fromSaved ? str(saved.date.day) : '',
    yoirtzeitMonth: fromSaved ? str(saved.date.yoirtzeitMonth) : '',
    yoirtzeitDay: fromSaved ? str(saved.date.yoirtzeitDay) : '',
  };
}

/**
 * The episode the form describes (spec §4 Episode form): dates not asked for are dropped, and
 * for a yoirtzeit the yoirtzeit date follows the chosen date.
 */
export function episodeOfForm(planType: PlanType, values: EpisodeFormValues): Episode {
  const kind = (values.kind || planType) as DedicationKind;
  const rules = episodeRules(planType, kind);
  const month = rules.showDates ? num(values.month) : null;
  const day = rules.showDates ? num(values.day) : null;
  const second = rules.showSecondDate && !rules.yoirtzeitFollowsDate;
  return {
    kind,
    name: values.name.trim(),
    date: {
      month,
      day,
      yoirtzeitMonth: rules.yoirtzeitFollowsDate
        ? month
        : second
          ? num(values.yoirtzeitMonth)
          : null,
      yoirtzeitDay: rules.yoirtzeitFollowsDate ? day : second ? num(values.yoirtzeitDay) : null,
    },
  };
}

/** Form-level schema: the shared episode rules, reported on the form's own fields. */
export function episodeFormSchema(plan: Plan) {
  return z
    .object({
      kind: z.union([dedicationKindSchema, z.literal('')]).refine((kind) => kind !== '', {
        error: 'Choose what the learning is dedicated for',
      }),
      name: episodeSchema.shape.name,
      month: z.string(),
      day: z.string(),
      yoirtzeitMonth: z.string(),
      yoirtzeitDay: z.string(),
    })
    .superRefine((values, ctx) => {
      const kind: string = values.kind;
      if (kind === '') return;
      const episode = episodeOfForm(plan.type, values as EpisodeFormValues);
      for (const problem of episodeProblems(plan.type, episode)) {
        const field = problem.path[1] === 'yoirtzeitMonth' ? 'yoirtzeitMonth' : 'month';
        ctx.addIssue({ code: 'custom', path: [field], message: problem.message });
      }
    })
    .transform((values) => episodeOfForm(plan.type, values as EpisodeFormValues));
}
