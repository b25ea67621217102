import type { ColumnType, Generated } from 'kysely';

/**
 * The whole product's tables (DESIGN.md §3). Conventions, the same on SQLite and PostgreSQL:
 * - timestamps are ISO-8601 UTC text ('2026-11-22T10:15:00.000Z'), so both engines sort and
 *   compare them alike; calendar days are 'YYYY-MM-DD' text in Europe/London;
 * - money is integer cents;
 * - flags are booleans on PostgreSQL and 0/1 on SQLite: write JS booleans (a plugin converts
 *   them for SQLite) and read them through `Boolean(...)` in repositories.
 */
type Timestamp = string;
type Flag = ColumnType<boolean | number, boolean, boolean>;
type Json = ColumnType<string, string, string>;

export interface PlansTable {
  id: Generated<number>;
  position: number;
  type: string;
  /** JSON array of {id, label}. */
  kinds: Json;
  price_cents: number;
  text: string;
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LearnersTable {
  id: Generated<number>;
  name: string;
  image_url: string | null;
  active: Flag;
  /** The child's class or group ("כיתה ה׳"), for lists, sheets and the end-of-day check. */
  class_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp | null;
}

export interface LearningDaysTable {
  day: string;
  created_at: Timestamp;
}

export interface AssignmentsTable {
  id: Generated<number>;
  day: string;
  perek_index: number;
  learner_id: number;
  barcode: string;
  done_at: Timestamp | null;
  recording_url: string | null;
  /** How it was marked done: 'station', 'staff_scan' or 'hand' (null while pending). */
  done_source: string | null;
  done_station_token_id: number | null;
  done_by_staff_id: number | null;
  /** When a teacher gave this perek to its learner by hand (a re-division then leaves it). */
  reassigned_at: Timestamp | null;
  /** The learner a teacher took it from: away that day, so a re-division gives them none. */
  reassigned_from: number | null;
}

export interface DonorsTable {
  id: Generated<number>;
  donor_number: string;
  email: string;
  name: string;
  phone: string | null;
  created_at: Timestamp;
  /** A record merged into another (decision 0019): its e-mail and donor ID lead there. */
  merged_into_id: number | null;
  merged_at: Timestamp | null;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  donor_id: number;
  plan_id: number;
  kind: string;
  name: string;
  hebrew_month: number | null;
  hebrew_day: number | null;
  yoirtzeit_month: number | null;
  yoirtzeit_day: number | null;
  recurring: Flag;
  status: string;
  next_charge_on: string | null;
  created_at: Timestamp;
  /** Failed renewal charges in a row (retried after 2 and 5 days, then given up). */
  renewal_failures: Generated<number>;
  renewal_retry_on: string | null;
  /** The day the "your learning starts today" e-mail went out. */
  start_mailed_on: string | null;
  /** The plan's text and price when it was sold (an edited plan never changes them). */
  plan_text: string;
  price_cents: number;
  /** When the office last changed it (name, kind, a date, renewal, cancellation). */
  updated_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  /** When the family stopped the reminders (decision 0025); null while they are on. */
  reminders_stopped_at: Generated<Timestamp | null>;
  /** The daily e-mail through a shiva or shloishim (decision 0041): on or off, and its hour. */
  daily_mail_on: ColumnType<boolean | number, boolean | undefined, boolean>;
  daily_mail_hour: Generated<number>;
}

export interface EnrollmentDatesTable {
  id: Generated<number>;
  enrollment_id: number;
  day: string;
  /** A moved date's first day: its calendar entry's UID stays (null: never moved). */
  calendar_day: Generated<string | null>;
  /** How often it moved: the calendar entry's SEQUENCE, so calendars take the newer. */
  calendar_sequence: Generated<number>;
}

/** A learning date a cancellation took off its dedication, kept to be shown struck through. */
export interface CancelledDatesTable {
  id: Generated<number>;
  enrollment_id: number;
  day: string;
  cancelled_at: Timestamp;
}

/** The office's note of a donor: a call, a visit, a letter or other, on a day, by whom. */
export interface DonorNotesTable {
  id: Generated<number>;
  donor_id: number;
  kind: string;
  day: string;
  text: string;
  staff_user_id: number | null;
  /** Their name at the time. */
  written_by: string;
  created_at: Timestamp;
}

export interface DonationsTable {
  id: Generated<number>;
  donor_id: number;
  amount_cents: number;
  postal_code: string | null;
  created_at: Timestamp;
}

/** A "Change card" waiting for the bank's challenge in the page (my-account/change-card.ts). */
export interface CardChangesTable {
  reference: string;
  enrollment_id: number;
  donor_id: number;
  created_at: string;
  settled_at: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  donor_id: number | null;
  enrollment_id: number | null;
  donation_id: number | null;
  purpose: string;
  amount_cents: number;
  currency: string;
  brand: string | null;
  last_four: string | null;
  exp_month: number | null;
  exp_year: number | null;
  status: string;
  gateway: string;
  gateway_reference: string | null;
  /** The gateway's reusable token (recurring plans only) — never a card number. */
  gateway_token: string | null;
  idempotency_key: string;
  failure_message: string | null;
  attempt: number;
  created_at: Timestamp;
  /**
   * What the payment buys, as JSON (modules/payments/orders.ts), kept from before the card is
   * charged so that the record can be completed from this row alone. Never holds card data.
   */
  order_json: string | null;
  /** When the recovery job last looked at this payment (modules/payments/recovery.ts). */
  recovered_at: string | null;
  /** Refunded or being refunded (refunds succeeded, pending or unknown): never above the amount. */
  refunded_cents: Generated<number>;
  /**
   * A renewal waiting for the donor to confirm it with their bank: the token of the e-mail's
   * link to the page where they do (modules/payments/renewal-cardholder.ts). Null otherwise.
   */
  cardholder_token: string | null;
  /** When the browser that paid was signed in by this payment (once; auth/payment-session.ts). */
  session_given_at: Timestamp | null;
}

/** A card the donor gave on My Page for a dedication's renewals (decision 0024); newest wins. */
export interface SavedCardsTable {
  id: Generated<number>;
  enrollment_id: number;
  gateway: string;
  /** The processor's reusable token — never a card number. */
  gateway_token: string;
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  created_at: Timestamp;
}

/** A refund asked of the card processor, written before it is asked (modules/payments/refunds.ts). */
export interface RefundsTable {
  id: Generated<number>;
  payment_id: number;
  amount_cents: number;
  /** pending → succeeded | failed | unknown */
  status: string;
  gateway_reference: string | null;
  /** Ours, sent to the processor: asking again with it never refunds twice. */
  idempotency_key: string;
  staff_user_id: number | null;
  reason: string;
  failure_message: string | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
  /** `office` (asked for here) or `processor` (made in Stripe's dashboard, told by its webhook). */
  origin: Generated<string>;
  /** A refund the processor had taken that failed afterwards: waits in Needs attention… */
  failed_late_at: Timestamp | null;
  /** …until someone marks it dealt with. */
  dealt_with_at: Timestamp | null;
}

/**
 * A dispute (chargeback) of one of our payments, as the processor's webhook reports it
 * (modules/payments/disputes.ts): open while closed_at is null.
 */
export interface DisputesTable {
  id: Generated<number>;
  /** The processor's dispute id (Stripe: dp_…). */
  gateway_reference: string;
  payment_id: number;
  amount_cents: number;
  currency: string;
  /** The processor's reason code (Stripe: fraudulent, duplicate, …). */
  reason: string;
  /** The processor's status (Stripe: needs_response, under_review, won, lost, …). */
  status: string;
  evidence_due_by: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: Timestamp | null;
}

/** Every e-mail the app sends (mail/mail-log.ts): never card data. */
export interface MailLogTable {
  id: Generated<number>;
  /** Which template, e.g. 'donation-receipt'. */
  kind: string;
  to_address: string;
  subject: string;
  donor_id: number | null;
  enrollment_id: number | null;
  donation_id: number | null;
  payment_id: number | null;
  /** sending → sent | failed */
  status: string;
  error: string | null;
  attempts: number;
  /** The rendered message (to, subject, text, html, replyTo), to send it again; null when it holds a secret. */
  message_json: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** The first answer to a request made with an Idempotency-Key, replayed for repeats. */
export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  request_hash: string;
  status_code: number | null;
  response_body: Json | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  mailed_at: Timestamp | null;
  created_at: Timestamp;
  /** When the office marked it handled (null while new), and who. */
  handled_at: Generated<Timestamp | null>;
  handled_by_staff_id: Generated<number | null>;
}

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  /** scrypt (see modules/auth/password.ts); '' until the person sets one by their link. */
  password_hash: string;
  /** owner | office | teacher (shared/office/roles.ts). */
  role: string;
  /** A switched-off account cannot sign in and its sessions end. */
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp | null;
}

/** One-time links to set a password (welcome or reset): valid 48 hours, single use. */
/** A donor's one-click sign-in link (issue 13 §3): single use, 30 minutes. */
export interface DonorSignInLinksTable {
  id: Generated<number>;
  donor_id: number;
  /** sha256 of the token; the token itself is only in the e-mailed link. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface StaffLinksTable {
  id: Generated<number>;
  staff_user_id: number;
  /** sha256 of the token; the token itself is only in the link. */
  token_hash: string;
  created_by_staff_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Every change made in the office (DESIGN.md §6), written in the change's transaction. */
export interface AuditLogTable {
  id: Generated<number>;
  staff_user_id: number | null;
  /** The person's name at the time, or "Command line". */
  actor: string;
  area: string;
  /** e.g. 'learner.create', 'assignment.undo'. */
  action: string;
  target_id: string | null;
  /** One plain sentence: what happened. */
  summary: string;
  before: Json | null;
  after: Json | null;
  created_at: Timestamp;
}

export interface StationTokensTable {
  id: Generated<number>;
  name: string;
  /** sha256 of the token; the token itself is shown once, when created. */
  token_hash: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  created_by_staff_id: number | null;
  last_used_at: Timestamp | null;
}

export interface ScansTable {
  id: Generated<number>;
  assignment_id: number;
  barcode: string;
  result: string;
  station_token_id: number | null;
  staff_user_id: number | null;
  /** When the server received the scan. */
  created_at: Timestamp;
  /** The scanner's own id for the scan (a UUID, unique): a resend finds it. Null if none sent. */
  scan_id: string | null;
  /** When the scan was taken, as done_at. Null on rows before issue 24 and on hand-marks. */
  scanned_at: Timestamp | null;
}

export interface SessionsTable {
  /** sha256 of the opaque cookie value. */
  id: string;
  donor_id: number | null;
  staff_user_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Staff sessions: the last request, which moves expires_at on (12 hours idle). */
  last_seen_at: Timestamp | null;
}

/** Published live events, kept so a reconnecting wall can replay what it missed. */
export interface LiveEventsTable {
  id: Generated<number>;
  type: string;
  payload: Json;
  created_at: Timestamp;
}

/** A reminder e-mail claimed before it is sent: once per dedication, date and lead. */
export interface RemindersSentTable {
  id: Generated<number>;
  enrollment_id: number;
  day: string;
  lead_days: number;
  created_at: Timestamp;
}

/** The one-click "stop these reminders" links of the reminder e-mails (decision 0025). */
export interface ReminderStopLinksTable {
  id: Generated<number>;
  enrollment_id: number;
  /** sha256 of the token; the token itself is only in the e-mailed link. */
  token_hash: string;
  created_at: Timestamp;
}

/** Scheduler leases: one instance runs a job at a time. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  succeeded: Flag;
  created_at: Timestamp;
}

/** Rate-limit counters shared by all instances: the hits of a key's current window. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface DayCertificatesTable {
  id: Generated<number>;
  enrollment_id: number;
  day: string;
  created_at: Timestamp;
}

export interface ShareLinksTable {
  id: Generated<number>;
  enrollment_id: number;
  token_hash: string;
  /** The token encrypted with SHARE_LINK_KEY (sealed-tokens.ts), to show it again; null: older. */
  token_sealed: string | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A relative who asked on the shared page for the daily e-mail (decision 0041). */
export interface DailyMailFamilyTable {
  id: Generated<number>;
  share_link_id: number;
  email: string;
  confirm_token_hash: string;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
  stopped_at: Timestamp | null;
}

/** One daily e-mail claimed: recipient 'sponsor' or 'family-<id>'. */
export interface DailyMailsSentTable {
  id: Generated<number>;
  recipient: string;
  enrollment_id: number;
  day: string;
  created_at: Timestamp;
}

/** A daily e-mail's one-click stop link; family_id null for the sponsor's. */
export interface DailyMailStopLinksTable {
  id: Generated<number>;
  enrollment_id: number;
  family_id: number | null;
  token_hash: string;
  created_at: Timestamp;
}

/** A donor's private calendar subscription (decision 0042): only the token's sha256 is kept. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  donor_id: number;
  token_hash: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A child's sheet of a day, printed or downloaded (issue 27 §1): its perakim are then fixed. */
export interface SheetPrintsTable {
  id: Generated<number>;
  day: string;
  learner_id: number;
  /** The class whose sheets were printed; null when this child's sheet was printed alone. */
  class_name: string | null;
  printed_at: Timestamp;
  staff_user_id: number | null;
}

/** A printed barcode whose perek moved: the station says the sheet was replaced. */
export interface ReplacedBarcodesTable {
  barcode: string;
  assignment_id: number;
  replaced_at: Timestamp;
}

/** A child's printed sheet of a day that gained perakim since: to reprint. */
export interface SheetReprintsTable {
  day: string;
  learner_id: number;
  since: Timestamp;
}

/** Who teaches which class (issue 27 §3), set by the office: a class's name and a staff member. */
export interface ClassTeachersTable {
  class_name: string;
  staff_user_id: number;
}

/** A class's morning register of a day: who took it (last) and when. */
export interface ClassRegistersTable {
  id: Generated<number>;
  day: string;
  class_name: string;
  taken_by_staff_id: number | null;
  /** Their name at the time. */
  taken_by: string;
  taken_at: Timestamp;
}

/** A child marked absent in a register; marked present again, the row is deleted. */
export interface RegisterAbsencesTable {
  id: Generated<number>;
  register_id: number;
  learner_id: number;
  marked_by_staff_id: number | null;
  marked_by: string;
  marked_at: Timestamp;
}

/** A perek the register gave from an absent child to a present one (for the slip). */
export interface RegisterSharesTable {
  id: Generated<number>;
  register_id: number;
  perek_index: number;
  from_learner_id: number;
  to_learner_id: number;
  shared_at: Timestamp;
}

/** A card processor's webhook event, kept by its id so that a replay is handled once. */
export interface WebhookEventsTable {
  /** The processor's event id (Stripe: evt_…). */
  id: string;
  type: string;
  received_at: Timestamp;
}

export interface Database {
  login_attempts: LoginAttemptsTable;
  plans: PlansTable;
  learners: LearnersTable;
  learning_days: LearningDaysTable;
  assignments: AssignmentsTable;
  donors: DonorsTable;
  enrollments: EnrollmentsTable;
  enrollment_dates: EnrollmentDatesTable;
  cancelled_dates: CancelledDatesTable;
  donor_notes: DonorNotesTable;
  donations: DonationsTable;
  payments: PaymentsTable;
  card_changes: CardChangesTable;
  refunds: RefundsTable;
  disputes: DisputesTable;
  saved_cards: SavedCardsTable;
  mail_log: MailLogTable;
  idempotency_keys: IdempotencyKeysTable;
  contact_messages: ContactMessagesTable;
  staff_users: StaffUsersTable;
  staff_links: StaffLinksTable;
  donor_sign_in_links: DonorSignInLinksTable;
  audit_log: AuditLogTable;
  station_tokens: StationTokensTable;
  scans: ScansTable;
  sessions: SessionsTable;
  live_events: LiveEventsTable;
  job_leases: JobLeasesTable;
  rate_limits: RateLimitsTable;
  day_certificates: DayCertificatesTable;
  share_links: ShareLinksTable;
  calendar_feeds: CalendarFeedsTable;
  class_teachers: ClassTeachersTable;
  sheet_prints: SheetPrintsTable;
  replaced_barcodes: ReplacedBarcodesTable;
  sheet_reprints: SheetReprintsTable;
  class_registers: ClassRegistersTable;
  register_absences: RegisterAbsencesTable;
  register_shares: RegisterSharesTable;
  reminders_sent: RemindersSentTable;
  reminder_stop_links: ReminderStopLinksTable;
  daily_mail_family: DailyMailFamilyTable;
  daily_mails_sent: DailyMailsSentTable;
  daily_mail_stop_links: DailyMailStopLinksTable;
  webhook_events: WebhookEventsTable;
}
