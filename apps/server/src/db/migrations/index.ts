import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Engine } from '../database.ts';
import * as initialSchema from './20261122T0300-initial-schema.ts';
import * as standardPlans from './20261122T0310-standard-plans.ts';
import * as loginAttempts from './20261122T0400-login-attempts.ts';
import * as recurringRenewals from './20261122T0410-recurring-renewals.ts';
import * as office from './20261124T1000-office.ts';
import * as reassignedByHand from './20261124T1100-reassigned-by-hand.ts';
import * as paymentOrders from './20261125T0900-payment-orders.ts';
import * as rateLimits from './20261125T1000-rate-limits.ts';
import * as dedicationsOffice from './20261126T1000-dedications-office.ts';
import * as refundsAndMailLog from './20261126T1100-refunds-and-mail-log.ts';
import * as messagesInbox from './20261126T1200-messages-inbox.ts';
import * as donorSignInLinks from './20261127T1300-donor-sign-in-links.ts';
import * as savedCards from './20261128T1100-saved-cards.ts';
import * as reminders from './20261128T1200-reminders.ts';
import * as keepsakes from './20261128T1300-keepsakes.ts';
import * as webhookEvents from './20261128T1400-webhook-events.ts';
import * as renewalCardholder from './20261128T1500-renewal-cardholder.ts';
import * as cardChanges from './20261128T1600-card-changes.ts';
import * as processorRefundsAndDisputes from './20261128T1700-processor-refunds-and-disputes.ts';
import * as scanIdAndTime from './20261129T1000-scan-id-and-time.ts';
import * as scansByTime from './20261130T1000-scans-by-time.ts';
import * as lastingShareLinks from './20261201T1100-lasting-share-links.ts';
import * as dailyMourningMail from './20261201T1200-daily-mourning-mail.ts';
import * as calendarFeeds from './20261201T1300-calendar-feeds.ts';
import * as sheetPrintings from './20261202T1000-sheet-printings.ts';
import * as classTeachers from './20261202T1100-class-teachers.ts';
import * as normalisedText from './20261202T1300-normalised-text.ts';
import * as donorNotes from './20261202T1400-donor-notes.ts';

/**
 * Timestamped migrations, in order. Listed explicitly (rather than read from the folder) so they
 * bundle and type-check; each receives the engine because identities and flags differ.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use the untyped builder
type EngineMigration = { up(db: Kysely<any>, engine: Engine): Promise<void> };

const MIGRATIONS: Record<string, EngineMigration> = {
  '20261122T0300-initial-schema': initialSchema,
  '20261122T0310-standard-plans': standardPlans,
  '20261122T0400-login-attempts': loginAttempts,
  '20261122T0410-recurring-renewals': recurringRenewals,
  '20261124T1000-office': office,
  '20261124T1100-reassigned-by-hand': reassignedByHand,
  '20261125T0900-payment-orders': paymentOrders,
  '20261125T1000-rate-limits': rateLimits,
  '20261126T1000-dedications-office': dedicationsOffice,
  '20261126T1100-refunds-and-mail-log': refundsAndMailLog,
  '20261126T1200-messages-inbox': messagesInbox,
  '20261127T1300-donor-sign-in-links': donorSignInLinks,
  '20261128T1100-saved-cards': savedCards,
  '20261128T1200-reminders': reminders,
  '20261128T1300-keepsakes': keepsakes,
  '20261128T1400-webhook-events': webhookEvents,
  '20261128T1500-renewal-cardholder': renewalCardholder,
  '20261128T1600-card-changes': cardChanges,
  '20261128T1700-processor-refunds-and-disputes': processorRefundsAndDisputes,
  '20261129T1000-scan-id-and-time': scanIdAndTime,
  '20261130T1000-scans-by-time': scansByTime,
  '20261201T1100-lasting-share-links': lastingShareLinks,
  '20261201T1200-daily-mourning-mail': dailyMourningMail,
  '20261201T1300-calendar-feeds': calendarFeeds,
  '20261202T1000-sheet-printings': sheetPrintings,
  '20261202T1100-class-teachers': classTeachers,
  '20261202T1300-normalised-text': normalisedText,
  '20261202T1400-donor-notes': donorNotes,
};

export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    async getMigrations() {
      const result: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(MIGRATIONS)) {
        result[name] = { up: (db) => migration.up(db, engine) };
      }
      return result;
    },
  };
}
