import { civilDateOf, DAILY_MAIL_NIGHT_HOUR, mourningDayWords } from '@zechus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { dailyMourning } from '../../mail/templates/daily-mourning.ts';
import { certificateData, type CertificateData } from '../certificates/certificate-data.ts';
import { certificatePdf } from '../certificates/certificate-pdf.ts';
import { hebrewDate } from '../progress/hebrew-dates.ts';
import { londonHour } from '../reminders/mail-reminders.ts';
import { openToken } from '../sharing/sealed-tokens.ts';
import {
  claimDailyMail,
  familyRecipientsOf,
  learnedOn,
  mourningDedicationsOn,
  stillWanted,
  type MourningDedication,
} from './repository.ts';
import { mintDailyStopUrl } from './stop-links.ts';

export interface DailyMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  programmeTitle: string;
  /** SHARE_LINK_KEY: opens a relative's shared link to put it in their e-mail. */
  shareLinkKey: Buffer | null;
}

/**
 * On the last day the e-mail waits, pass after pass, for the day's learning to complete so that
 * it can carry the certificate; from this hour it goes without it (the page will have it).
 */
export const LAST_DAY_WAITS_UNTIL_HOUR = 21;

interface Recipient {
  /** The claim's key: 'sponsor' or 'family-<id>'. */
  key: string;
  familyId: number | null;
  email: string;
  donorName: string | undefined;
  progressUrl: string;
}

/** A relative's link is the shared link they asked from; the home page if it cannot be opened. */
async function sharedUrlOf(deps: DailyMailDeps, enrollmentId: number, shareLinkId: number) {
  const row = await deps.db
    .selectFrom('share_links')
    .select('token_sealed')
    .where('id', '=', shareLinkId)
    .executeTakeFirst();
  const token =
    row?.token_sealed && deps.shareLinkKey
      ? openToken(deps.shareLinkKey, enrollmentId, row.token_sealed)
      : null;
  return new URL(token ? `/shared/${token}` : '/', deps.publicUrl).toString();
}

async function recipientsOf(deps: DailyMailDeps, d: MourningDedication, position: number) {
  const recipients: Recipient[] = [];
  if (d.sponsorOn) {
    recipients.push({
      key: 'sponsor',
      familyId: null,
      email: d.donorEmail,
      donorName: d.donorName,
      progressUrl: new URL(`/my-page/${d.id}?day=${position}`, deps.publicUrl).toString(),
    });
  }
  for (const family of await familyRecipientsOf(deps.db, d.id)) {
    recipients.push({
      key: `family-${family.id}`,
      familyId: family.id,
      email: family.email,
      donorName: undefined,
      progressUrl: await sharedUrlOf(deps, d.id, family.shareLinkId),
    });
  }
  return recipients;
}

/** The last day's certificate, drawn by modules/certificates once the day is complete. */
async function lastDayCertificate(
  deps: DailyMailDeps,
  d: MourningDedication,
  today: string,
  position: number,
): Promise<{ data: CertificateData; pdf: Buffer } | undefined> {
  const data = await certificateData(
    deps.db,
    {
      id: d.id,
      kind: d.kind,
      name: d.name,
      title: d.planText,
      day: today,
      position,
      dates: d.dates.length,
    },
    deps.programmeTitle,
  );
  return data && { data, pdf: await certificatePdf(data) };
}

async function mailDedication(
  deps: DailyMailDeps,
  d: MourningDedication,
  today: string,
  hour: number,
): Promise<number> {
  const position = d.dates.indexOf(today) + 1;
  const recipients = await recipientsOf(deps, d, position);
  if (recipients.length === 0) return 0;
  const lastDay = d.dates[d.dates.length - 1] === today;
  const certificate = lastDay ? await lastDayCertificate(deps, d, today, position) : undefined;
  if (lastDay && !certificate && hour < LAST_DAY_WAITS_UNTIL_HOUR) return 0;
  const learned = await learnedOn(deps.db, today);
  const hebrew = hebrewDate(today).date;
  const mourningDay = mourningDayWords(
    { planType: d.planType, hebrewDate: d.hebrewDate, dates: d.dates },
    today,
  );
  let sent = 0;
  for (const r of recipients) {
    // Stopped since the list was read (a click a moment ago): nothing more goes to them.
    if (!(await stillWanted(deps.db, d.id, r.familyId))) continue;
    if (!(await claimDailyMail(deps.db, r.key, d.id, today))) continue;
    try {
      await deps.mailer.send({
        ...dailyMourning({
          to: r.email,
          donorName: r.donorName,
          dedicationName: d.name,
          kind: d.kind,
          civilDate: civilDateOf(today),
          hebrewDate: hebrew,
          mourningDay,
          perakim: learned.perakim,
          children: learned.children,
          progressUrl: r.progressUrl,
          lastDay,
          certificate,
          stopUrl: await mintDailyStopUrl(deps.db, deps.publicUrl, d.id, r.familyId),
        }),
        links: { donorId: r.familyId === null ? d.donorId : null, enrollmentId: d.id },
      });
      sent++;
    } catch (err) {
      // Claimed, so not sent again: tomorrow's comes as usual; the mail log shows the failure.
      deps.log.error(
        { err, enrollmentId: d.id, recipient: r.key },
        'a daily mourning e-mail failed',
      );
    }
  }
  return sent;
}

/**
 * The daily e-mail through a shiva or a shloishim (issue 26 §6, decision 0041), run by each pass
 * of the daily jobs: from the dedication's hour (London), never at night, once per recipient and
 * day however many passes or instances run.
 */
export async function mailDailyMourning(
  deps: DailyMailDeps,
  today: string,
  now: Date,
): Promise<number> {
  const hour = londonHour(now);
  if (hour >= DAILY_MAIL_NIGHT_HOUR) return 0;
  let sent = 0;
  for (const d of await mourningDedicationsOn(deps.db, today)) {
    if (hour < d.hour) continue;
    sent += await mailDedication(deps, d, today, hour);
  }
  if (sent > 0) deps.log.info({ sent }, 'daily mourning e-mails sent');
  return sent;
}
