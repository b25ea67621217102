import { DAILY_MAIL_NIGHT_HOUR, hebrewDateOf } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { learningStarts } from '../mail/templates/learning-starts.ts';
import { londonHour } from '../modules/reminders/mail-reminders.ts';

/**
 * "Your learning starts today": once per enrollment (and again after a yearly renewal), from the
 * dedication's hour (London; 19:00 unless the sponsor chose another, decision 0041) and never at
 * night — the first pass after midnight used to send it then.
 */
export async function mailLearningStarts(
  deps: { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  today: string,
  now: Date,
): Promise<number> {
  const hour = londonHour(now);
  if (hour >= DAILY_MAIL_NIGHT_HOUR) return 0;
  const starting = await deps.db
    .selectFrom('enrollments')
    .innerJoin('enrollment_dates', 'enrollment_dates.enrollment_id', 'enrollments.id')
    .innerJoin('donors', 'donors.id', 'enrollments.donor_id')
    .select(['enrollments.id', 'enrollments.name', 'donors.email', 'donors.name as donor_name'])
    .where('enrollment_dates.day', '=', today)
    .where('enrollments.start_mailed_on', 'is', null)
    .where('enrollments.status', '=', 'active')
    .where('enrollments.daily_mail_hour', '<=', hour)
    .execute();
  for (const enrollment of starting) {
    try {
      await deps.mailer.send({
        ...learningStarts({
          to: enrollment.email,
          donorName: enrollment.donor_name,
          dedicationName: enrollment.name,
          hebrewDate: hebrewDateOf(today).date,
          progressUrl: new URL(`/my-page/${enrollment.id}`, deps.publicUrl).toString(),
        }),
        links: { enrollmentId: enrollment.id },
      });
      await deps.db
        .updateTable('enrollments')
        .set({ start_mailed_on: today })
        .where('id', '=', enrollment.id)
        .execute();
    } catch (err) {
      deps.log.error(
        { err, enrollmentId: enrollment.id },
        'learning-starts e-mail failed; will retry',
      );
    }
  }
  return starting.length;
}
