import type { DateProblem } from './components/EpisodeForm.tsx';

const DATE_FIELDS = ['month', 'yoirtzeitMonth', 'shivaBegan'] as const;

/**
 * A sign-up the server refused for one of the dedication's dates ("episode.date.month"): which
 * field of the date step the sentence belongs next to. Null for anything else.
 */
export function dateProblemOf(path: string | null, message: string): DateProblem | null {
  const field = path?.startsWith('episode.date.') ? path.slice('episode.date.'.length) : null;
  const known = DATE_FIELDS.find((f) => f === field);
  return known ? { field: known, message } : null;
}
