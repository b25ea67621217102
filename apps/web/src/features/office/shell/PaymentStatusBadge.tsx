import { paymentStatusLook } from './payment-status.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** A payment's status in plain words with an icon (never colour alone); see payment-status.ts. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { label, tone, icon } = paymentStatusLook(status);
  return (
    <StatusBadge tone={tone} icon={icon}>
      {label}
    </StatusBadge>
  );
}
