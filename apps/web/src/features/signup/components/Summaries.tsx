import { HEBREW_DAYS, HEBREW_MONTHS, detectCardBrand, episodeRules } from '@zechus/shared';
import type { Billing, ContactInfo, Episode, Plan } from '@zechus/shared';
import { Repeat } from 'lucide-react';
import { CardBrandBadge } from '../../../components/ui/CardBrandBadge.tsx';
import { Hebrew } from '../../../components/ui/Hebrew.tsx';
import { KindIcon } from '../../../components/ui/KindIcon.tsx';
import { maskCard } from '../sections.ts';
import { Receipt, ReceiptLine } from './StepSection.tsx';

/** "י״ב כסלו": the day name and the month name, in Hebrew (spec §3 "day.name and month.name"). */
export function hebrewDayAndMonth(month: number | null, day: number | null): string | null {
  if (month === null || day === null) return null;
  const monthName = HEBREW_MONTHS.find((m) => m.value === month)?.hebrew;
  const dayName = HEBREW_DAYS.find((d) => d.value === day)?.name;
  return monthName && dayName ? `${dayName} ${monthName}` : null;
}

/**
 * The 'Information' box (spec §2): the Day of Yurzat line only for a yoirtzeit or shloishim,
 * the Name to Learn always, right-to-left.
 */
export function EpisodeSummary({ plan, episode }: { plan: Plan; episode: Episode }) {
  const rules = episodeRules(plan.type, episode.kind);
  const kindLabel = plan.kinds.find((kind) => kind.id === episode.kind)?.label ?? episode.kind;
  const memorial = episode.kind === 'yoirtzeit' || episode.kind === 'shloishim';
  const chosen = hebrewDayAndMonth(episode.date.month, episode.date.day);
  const yoirtzeit = hebrewDayAndMonth(episode.date.yoirtzeitMonth, episode.date.yoirtzeitDay);
  return (
    <Receipt>
      <ReceiptLine label="Dedication">
        <span className="inline-flex items-center gap-2">
          <KindIcon kind={episode.kind} className="size-7" />
          {kindLabel}
        </span>
      </ReceiptLine>
      {episode.kind === 'shloishim' && chosen ? (
        <ReceiptLine label="Day of Shloishim">
          <Hebrew className="text-lg">{chosen}</Hebrew>
        </ReceiptLine>
      ) : null}
      {memorial && (episode.kind === 'yoirtzeit' ? chosen : yoirtzeit) ? (
        <ReceiptLine label="Day of Yurzat">
          <Hebrew className="text-lg">{episode.kind === 'yoirtzeit' ? chosen : yoirtzeit}</Hebrew>
        </ReceiptLine>
      ) : null}
      {!memorial && rules.showDates && chosen ? (
        <ReceiptLine label={rules.dateLabel}>
          <Hebrew className="text-lg">{chosen}</Hebrew>
        </ReceiptLine>
      ) : null}
      <ReceiptLine label="Name to Learn">
        <Hebrew className="text-xl">{episode.name}</Hebrew>
      </ReceiptLine>
    </Receipt>
  );
}

export function ContactSummary({ contact }: { contact: ContactInfo }) {
  return (
    <Receipt>
      <ReceiptLine label="Your Name">{contact.name}</ReceiptLine>
      <ReceiptLine label="Contact Number">
        <bdi dir="ltr">{contact.phone}</bdi>
      </ReceiptLine>
      <ReceiptLine label="Email">
        <span className="wrap-anywhere">{contact.email}</span>
      </ReceiptLine>
    </Receipt>
  );
}

export function BillingSummary({ billing, recurring }: { billing: Billing; recurring: boolean }) {
  const brand = detectCardBrand(billing.card);
  return (
    <Receipt>
      <ReceiptLine label="Name on Card">{billing.name}</ReceiptLine>
      <ReceiptLine label="Card Number">
        <span className="inline-flex items-center gap-2 tabular-nums" dir="ltr">
          <CardBrandBadge brand={brand?.brand} label={brand?.label} />
          <span aria-hidden="true">{maskCard(billing.card)}</span>
          <span className="sr-only">ending in {billing.card.replace(/\D/g, '').slice(-4)}</span>
        </span>
      </ReceiptLine>
      <ReceiptLine label="Expiration Date">
        <span className="tabular-nums">{billing.expire}</span>
      </ReceiptLine>
      <ReceiptLine label="CVV">
        <span aria-hidden="true">{'•'.repeat(billing.cvv.length)}</span>
        <span className="sr-only">hidden</span>
      </ReceiptLine>
      {recurring ? (
        <ReceiptLine label="Renewal">
          <span className="inline-flex items-center gap-2 text-done">
            <Repeat aria-hidden="true" className="size-4" />
            Recurring every year on this date
          </span>
        </ReceiptLine>
      ) : null}
    </Receipt>
  );
}
