import { formatCardNumber, formatCvc, formatExpiry } from '@zechus/shared';
import type {
  FieldValues,
  Path,
  PathValue,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormSetValue,
} from 'react-hook-form';

type CardField = 'card' | 'expire' | 'cvv';

const FORMATTERS: Record<CardField, (value: string) => string> = {
  card: formatCardNumber,
  expire: formatExpiry,
  cvv: formatCvc,
};

/**
 * The card number, expiry and CVV of a form, registered for CardInputs: each formatted as it is
 * typed (spaces in the number, the slash of MM/YY, digits only), and the CVV checked again when
 * the number changes (its length follows the brand). The sign-up, the donation form and My Page's
 * new card all take their card this way.
 */
export function cardFieldRegistrations<T extends FieldValues>(
  register: UseFormRegister<T>,
  setValue: UseFormSetValue<T>,
): Record<CardField, UseFormRegisterReturn> {
  const formatted = (field: CardField) => {
    const name = field as Path<T>;
    return register(name, {
      onChange: (event: { target: { value: string } }) => {
        const value = FORMATTERS[field](event.target.value);
        if (value !== event.target.value) {
          setValue(name, value as PathValue<T, Path<T>>, { shouldValidate: true });
        }
      },
      deps: field === 'card' ? (['cvv'] as Path<T>[]) : undefined,
    });
  };
  return { card: formatted('card'), expire: formatted('expire'), cvv: formatted('cvv') };
}
