import {
  addDays,
  hebrewDateOf,
  PLAN_TYPE_LABELS,
  type PlanType,
  type WeekReport,
} from '@zechus/shared';
import type { Db } from '../../db/database.ts';

/** The Sunday on or before `day`: the hall's week runs Sunday to Shabbos. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -weekday);
}

function kindLabel(kindsJson: string, kind: string): string {
  try {
    const kinds = JSON.parse(kindsJson) as { id: string; label: string }[];
    return kinds.find((k) => k.id === kind)?.label ?? kind;
  } catch {
    return kind;
  }
}

/**
 * This week's dedications, day by day (every day of the week, a day with none empty), for the
 * announcements in the hall: each active dedication's Hebrew name as the wall shows it.
 */
export async function weekReport(db: Db, today: string): Promise<WeekReport> {
  const from = weekStart(today);
  const to = addDays(from, 6);
  const rows = await db
    .selectFrom('enrollment_dates as d')
    .innerJoin('enrollments as e', 'e.id', 'd.enrollment_id')
    .innerJoin('plans as p', 'p.id', 'e.plan_id')
    .select(['d.day', 'e.id', 'e.name', 'e.kind', 'p.type', 'p.kinds'])
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .where('e.status', '=', 'active')
    .orderBy('d.day')
    .orderBy('e.id')
    .execute();
  return {
    from,
    to,
    days: Array.from({ length: 7 }, (_, i) => {
      const day = addDays(from, i);
      return {
        day,
        hebrew: hebrewDateOf(day).full,
        dedications: rows
          .filter((row) => row.day === day)
          .map((row) => ({
            id: row.id,
            name: row.name,
            kind: row.kind,
            kindLabel: kindLabel(row.kinds, row.kind),
            plan: PLAN_TYPE_LABELS[row.type as PlanType] ?? row.type,
          })),
      };
    }),
  };
}
