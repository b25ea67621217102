import crypto from 'node:crypto';
import type { Db } from '../database.ts';

// For copy-to-postgres.int.test.ts (only): the rows that make the demo install hold every table.

/**
 * A row in every table the demo leaves empty, and the cases where the engines differ: flags
 * false and true, a donor merged into a NEWER one (a reference to a row copied after it), the
 * largest integer PostgreSQL's integer holds, text with quotes, backslashes, new lines, Hebrew
 * and emoji, JSON kept byte for byte, and a deleted newest live event (an id SQLite's
 * AUTOINCREMENT never gives again).
 */
export async function fillEveryTable(db: Db, today: string): Promise<void> {
  const [now, later] = ['2026-11-22T10:15:00.000Z', '2026-11-22T22:15:00.000Z'];
  const awkward = `O'Brien "quoted" \\ back\\slash\nnew line\ttab — ר׳ משה 🕯️`;
  type WithId = 'donors' | 'enrollments' | 'payments' | 'assignments' | 'station_tokens';
  const first = async (table: WithId | 'staff_users') =>
    (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const [donor_id, enrollment_id, payment_id] = [
    await first('donors'),
    await first('enrollments'),
    await first('payments'),
  ];
  const staff = await first('staff_users');

  const [older, newer] = await db
    .insertInto('donors')
    .values([
      { donor_number: '100002', email: 'merged@example.org', name: awkward, created_at: now },
      { donor_number: '100003', email: 'kept@example.org', name: 'Kept', created_at: later },
    ])
    .returning('id')
    .execute();
  await db
    .updateTable('donors')
    .set({ merged_into_id: newer?.id ?? null, merged_at: later })
    .where('id', '=', older?.id ?? 0)
    .execute();
  await db.updateTable('learners').set({ active: false }).where('id', '=', 2).execute();
  const teacher = await db
    .insertInto('staff_users')
    .values({
      email: 'teacher@example.org',
      name: awkward,
      password_hash: '',
      role: 'teacher',
      active: false,
      created_at: now,
      updated_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const donation = await db
    .insertInto('donations')
    .values({ donor_id, amount_cents: 2_147_483_647, postal_code: 'NW11 9AB', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const events = await db
    .insertInto('live_events')
    .values([1, 2, 3].map((n) => ({ type: 'scan', payload: `{"n": ${n}}`, created_at: now })))
    .returning('id')
    .execute();
  await db
    .deleteFrom('live_events')
    .where('id', '=', events.at(-1)?.id ?? 0)
    .execute();

  const hash = (c: string) => c.repeat(64);
  await db
    .insertInto('audit_log')
    .values({
      staff_user_id: staff,
      actor: 'Programme Office',
      area: 'learners',
      target_id: '2',
      action: 'learner.update',
      summary: awkward,
      created_at: now,
      before: '{"active": true}',
      after: '{"active":false}',
    })
    .execute();
  await db
    .insertInto('card_changes')
    .values({
      reference: 'seti_1',
      enrollment_id,
      donor_id,
      created_at: now,
      settled_at: null,
    })
    .execute();
  await db
    .insertInto('contact_messages')
    .values({
      name: awkward,
      email: 'parent@example.org',
      message: 'one\r\ntwo',
      mailed_at: now,
      created_at: now,
      handled_at: later,
      handled_by_staff_id: staff,
    })
    .execute();
  await db
    .insertInto('day_certificates')
    .values({ enrollment_id, day: today, created_at: now })
    .execute();
  await db
    .insertInto('disputes')
    .values({
      gateway_reference: 'dp_1',
      payment_id,
      amount_cents: 36000,
      currency: 'gbp',
      reason: 'fraudulent',
      status: 'needs_response',
      evidence_due_by: later,
      created_at: now,
      updated_at: now,
      closed_at: null,
    })
    .execute();
  await db
    .insertInto('donor_sign_in_links')
    .values({
      donor_id,
      token_hash: hash('a'),
      created_at: now,
      expires_at: later,
      used_at: null,
    })
    .execute();
  await db
    .insertInto('idempotency_keys')
    .values({
      key: 'key-1',
      scope: 'sign-up',
      request_hash: hash('b'),
      status_code: 200,
      response_body: '{"ok": true,  "spaced":[1, 2]}',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('job_leases')
    .values({ name: 'daily', holder: 'web1:3001', expires_at: later })
    .execute();
  await db
    .insertInto('login_attempts')
    .values([
      { email: 'staff@example.org', ip: '10.0.0.7', succeeded: true, created_at: now },
      { email: 'staff@example.org', ip: '::1', succeeded: false, created_at: later },
    ])
    .execute();
  await db
    .insertInto('mail_log')
    .values({
      kind: 'donation-receipt',
      to_address: 'demo@example.org',
      subject: awkward,
      donor_id,
      enrollment_id: null,
      donation_id: donation.id,
      payment_id,
      status: 'sent',
      error: null,
      attempts: 1,
      message_json: JSON.stringify({ awkward }),
      created_at: now,
      sent_at: later,
    })
    .execute();
  await db
    .insertInto('rate_limits')
    .values({ key: 'sign-up:10.0.0.7', hits: 3, resets_at: later })
    .execute();
  await db
    .insertInto('refunds')
    .values({
      payment_id,
      amount_cents: 100,
      status: 'succeeded',
      gateway_reference: 're_1',
      idempotency_key: 'refund-1',
      staff_user_id: staff,
      reason: awkward,
      failure_message: null,
      created_at: now,
      settled_at: later,
      origin: 'office',
      failed_late_at: null,
      dealt_with_at: null,
    })
    .execute();
  await db
    .insertInto('reminder_stop_links')
    .values({ enrollment_id, token_hash: hash('c'), created_at: now })
    .execute();
  await db
    .insertInto('reminders_sent')
    .values({ enrollment_id, day: today, lead_days: 7, created_at: now })
    .execute();
  await db
    .insertInto('saved_cards')
    .values({
      enrollment_id,
      gateway: 'sandbox',
      gateway_token: 'pm_saved',
      brand: 'visa',
      last_four: '4242',
      exp_month: 12,
      exp_year: 2030,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('scans')
    .values({
      assignment_id: await first('assignments'),
      barcode: '20785000',
      result: 'done',
      station_token_id: await first('station_tokens'),
      staff_user_id: null,
      created_at: now,
      scan_id: crypto.randomUUID(),
      scanned_at: now,
    })
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id: hash('d'),
      donor_id: null,
      staff_user_id: staff,
      created_at: now,
      expires_at: later,
      last_seen_at: now,
    })
    .execute();
  await db
    .insertInto('share_links')
    .values({
      enrollment_id,
      token_hash: hash('e'),
      created_at: now,
      revoked_at: null,
    })
    .execute();
  const family = await db
    .insertInto('daily_mail_family')
    .values({
      share_link_id: (
        await db.selectFrom('share_links').select('id').orderBy('id').executeTakeFirstOrThrow()
      ).id,
      email: 'aunt@example.org',
      confirm_token_hash: hash('h'),
      created_at: now,
      confirmed_at: now,
      stopped_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('daily_mail_stop_links')
    .values({ enrollment_id, family_id: family.id, token_hash: hash('i'), created_at: now })
    .execute();
  await db
    .insertInto('daily_mails_sent')
    .values({ recipient: `family-${family.id}`, enrollment_id, day: today, created_at: now })
    .execute();
  await db
    .insertInto('calendar_feeds')
    .values({ donor_id, token_hash: hash('g'), created_at: now, revoked_at: null })
    .execute();
  await db
    .insertInto('staff_links')
    .values({
      staff_user_id: teacher.id,
      token_hash: hash('f'),
      created_by_staff_id: staff,
      created_at: now,
      expires_at: later,
      used_at: null,
    })
    .execute();
  // The morning register (issue 27 §3): a class's teacher and a register with one child absent.
  await db
    .insertInto('class_teachers')
    .values({ class_name: 'כיתה ה׳', staff_user_id: teacher.id })
    .execute();
  const register = await db
    .insertInto('class_registers')
    .values({
      day: today,
      class_name: 'כיתה ה׳',
      taken_by_staff_id: teacher.id,
      taken_by: awkward,
      taken_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('register_absences')
    .values({
      register_id: register.id,
      learner_id: 2,
      marked_by_staff_id: null,
      marked_by: 'Command line',
      marked_at: now,
    })
    .execute();
  await db
    .insertInto('register_shares')
    .values({
      register_id: register.id,
      perek_index: 524,
      from_learner_id: 2,
      to_learner_id: 1,
      shared_at: now,
    })
    .execute();
  // Issue 27 §1: a printed sheet, a barcode it replaced, and a sheet to reprint.
  await db
    .insertInto('sheet_prints')
    .values({
      day: today,
      learner_id: 1,
      class_name: awkward,
      printed_at: now,
      staff_user_id: staff,
    })
    .execute();
  const assignment = await db
    .selectFrom('assignments')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('replaced_barcodes')
    .values({ barcode: '999990001', assignment_id: assignment.id, replaced_at: now })
    .execute();
  await db.insertInto('sheet_reprints').values({ day: today, learner_id: 1, since: now }).execute();
  // Issue 27 §6: a note of a donor, a cancelled date, and a moved date keeping its first day.
  await db
    .insertInto('donor_notes')
    .values({
      donor_id,
      kind: 'call',
      day: today,
      text: awkward,
      staff_user_id: staff,
      written_by: awkward,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('cancelled_dates')
    .values({ enrollment_id, day: '2099-01-01', cancelled_at: now })
    .execute();
  await db
    .updateTable('enrollment_dates')
    .set({ calendar_day: '2099-01-02', calendar_sequence: 2 })
    .where('enrollment_id', '=', enrollment_id)
    .execute();
  await db
    .insertInto('webhook_events')
    .values({ id: 'evt_1', type: 'charge.refunded', received_at: now })
    .execute();
}
