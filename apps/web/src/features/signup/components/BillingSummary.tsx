import { detectCardBrand } from '@zechus/shared';
import type { Billing } from '@zechus/shared';
import { Repeat } from 'lucide-react';
import { CardBrandBadge } from '../../../components/ui/CardBrandBadge.tsx';
import { maskCard } from '../sections.ts';
import { Receipt, ReceiptLine } from './StepSection.tsx';

/** The saved card, read like a receipt: the brand and last four, never the whole number. */
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
