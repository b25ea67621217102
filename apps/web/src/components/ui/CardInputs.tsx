import { detectCardBrand } from '@zechus/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CardBrandBadge } from './CardBrandBadge.tsx';
import { Field, Input } from './FormField.tsx';

interface CardInputsProps {
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  card: UseFormRegisterReturn;
  expire: UseFormRegisterReturn;
  cvv: UseFormRegisterReturn;
  /** The card number as typed so far, for the brand mark and the CVV length. */
  cardValue: string;
  errors: { card?: string; expire?: string; cvv?: string };
}

/**
 * Credit Card Number (formatted as typed, the detected brand beside it), Expiration Date (MM/YY)
 * and CVV. The values live only in the form's memory (DESIGN.md §3 "Payments").
 */
export function CardInputs({ idPrefix, card, expire, cvv, cardValue, errors }: CardInputsProps) {
  const brand = detectCardBrand(cardValue);
  const cvcLength = brand?.cvcLength ?? 3;
  return (
    <>
      <Field id={`${idPrefix}-card`} label="Credit Card Number" error={errors.card}>
        <div className="relative">
          <Input
            id={`${idPrefix}-card`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            spellCheck={false}
            dir="ltr"
            maxLength={23}
            invalid={Boolean(errors.card)}
            className="pe-20 tabular-nums"
            {...card}
          />
          <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center">
            <CardBrandBadge brand={brand?.brand} label={brand?.label} />
          </span>
        </div>
      </Field>
      <div className="grid grid-cols-2 items-end gap-4">
        <Field id={`${idPrefix}-expire`} label="Expiration Date (MM/YY)" error={errors.expire}>
          <Input
            id={`${idPrefix}-expire`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            dir="ltr"
            maxLength={5}
            invalid={Boolean(errors.expire)}
            className="tabular-nums"
            {...expire}
          />
        </Field>
        <Field id={`${idPrefix}-cvv`} label="CVV" error={errors.cvv}>
          <Input
            id={`${idPrefix}-cvv`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={'•'.repeat(cvcLength)}
            dir="ltr"
            maxLength={4}
            invalid={Boolean(errors.cvv)}
            className="tabular-nums"
            {...cvv}
          />
        </Field>
      </div>
    </>
  );
}
