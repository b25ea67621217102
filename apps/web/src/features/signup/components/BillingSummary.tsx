import { ACCEPTED_CARD_BRANDS, ACCEPTED_CARD_LABELS, type CardBrand } from '@zechus/shared';
import { Repeat } from 'lucide-react';
import { CardBrandBadge } from '../../../components/ui/CardBrandBadge.tsx';
import { cardExpiry, maskedCard, type BillingChoice } from '../billing-choice.ts';
import { Receipt, ReceiptLine } from './StepSection.tsx';

const brandOf = (brand: string): CardBrand | undefined =>
  (ACCEPTED_CARD_BRANDS as readonly string[]).includes(brand) ? (brand as CardBrand) : undefined;

/** The saved card, read like a receipt: the brand and last four, never the whole number. */
export function BillingSummary({
  billing,
  recurring,
}: {
  billing: BillingChoice;
  recurring: boolean;
}) {
  const brand = brandOf(billing.card.brand);
  const label = brand ? ACCEPTED_CARD_LABELS[ACCEPTED_CARD_BRANDS.indexOf(brand)] : undefined;
  return (
    <Receipt>
      <ReceiptLine label="Name on Card">{billing.name}</ReceiptLine>
      <ReceiptLine label="Card Number">
        <span className="inline-flex items-center gap-2 tabular-nums" dir="ltr">
          <CardBrandBadge brand={brand} label={label} />
          <span aria-hidden="true">{maskedCard(billing.card)}</span>
          <span className="sr-only">ending in {billing.card.lastFour}</span>
        </span>
      </ReceiptLine>
      <ReceiptLine label="Expiration Date">
        <span className="tabular-nums">{cardExpiry(billing.card)}</span>
      </ReceiptLine>
      <ReceiptLine label="CVV">
        <span aria-hidden="true">{brand === 'amex' ? '••••' : '•••'}</span>
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
