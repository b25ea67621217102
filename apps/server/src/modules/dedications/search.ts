import {
  civilDaysOfHebrewDate,
  hebrewDayOf,
  typedHebrewDateOf,
  type TypedHebrewDate,
} from '@zechus/shared';
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { emailContains, matchesTyped, phoneMatches } from '../../db/search-sql.ts';

type EB = ExpressionBuilder<Database, 'enrollments' | 'donors' | 'plans'>;

/** A Hebrew date typed in the search, with the civil days it falls on in the years around today. */
type TypedDate = TypedHebrewDate & { civilDays: string[] };

/** The Hebrew date a search is typed as, or null when it is text (a civil date is the list's). */
export function readSearch(search: string, today: string): TypedDate | null {
  const typed = typedHebrewDateOf(search);
  if (!typed) return null;
  // The Hebrew years around today: past dedications for the office's records, coming ones.
  const year = hebrewDayOf(today).hebrewYear;
  return { ...typed, civilDays: civilDaysOfHebrewDate(typed, year - 3, year + 2) };
}

const onOneOf = (eb: EB, days: readonly string[]) =>
  eb.exists(
    eb
      .selectFrom('enrollment_dates as d')
      .select(sql.lit(1).as('one'))
      .whereRef('d.enrollment_id', '=', 'enrollments.id')
      .where('d.day', 'in', days.length > 0 ? [...days] : ['']),
  );

/**
 * The dedications search (issue 27 §5): a Hebrew name typed on any keyboard (ר' משה, ז"ל, final
 * letters either way) in the dedication's name and the donor's; the donor's e-mail, their donor
 * ID, their phone number in any spacing (07946 0123 finds +44 7946 0123); or a Hebrew date
 * ("כ׳ טבת", "20 Teves"): the dedication's own Hebrew date or yoirtzeit, or a learning day.
 */
export function dedicationSearch(eb: EB, search: string, today: string): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [
    matchesTyped('enrollments.name', search),
    matchesTyped('donors.name', search),
    emailContains('donors.email', search),
    eb('donors.donor_number', '=', search.trim()),
  ];
  const date = readSearch(search, today);
  if (date) {
    // The dedication's own Hebrew date (a yoirtzeit, a yearly day) or one of its learning days.
    conditions.push(
      eb.and([
        eb('enrollments.hebrew_day', '=', date.day),
        eb('enrollments.hebrew_month', 'in', date.months),
      ]),
      eb.and([
        eb('enrollments.yoirtzeit_day', '=', date.day),
        eb('enrollments.yoirtzeit_month', 'in', date.months),
      ]),
      onOneOf(eb, date.civilDays),
    );
  }
  const phone = phoneMatches('donors.phone', search);
  if (phone) conditions.push(phone);
  return eb.or(conditions);
}
