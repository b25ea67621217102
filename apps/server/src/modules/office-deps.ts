import type { Db } from '../db/database.ts';
import type { LiveBus } from '../live/live-bus.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentGateway } from './payments/gateway/gateway.ts';
import type { UploadStore } from '../storage/uploads.ts';
import type { StripeReader } from './payments/stripe-reader.ts';

/** What every office area (DESIGN.md §6) is given. */
export interface OfficeDeps {
  db: Db;
  /** Publishes live events: the wall and progress pages follow office changes at once. */
  bus: LiveBus;
  mailer: Mailer;
  uploads: UploadStore;
  /** The site's address, for links in e-mails and QR codes. */
  publicUrl: string;
  /** Today in Europe/London (tests pin it). */
  today: () => string;
  /** The card processor: refunds, and settling payments from Needs attention. */
  gateway: PaymentGateway;
  programmeTitle: string;
  /** A payment still unsettled this long after its attempt needs a person (modules/payments/recovery.ts). */
  paymentRecoveryAfterSeconds: number;
  /** With Stripe: refunds read back as Stripe holds them (a pending one is not yet refunded). */
  stripeReader?: StripeReader;
}
