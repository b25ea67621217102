import type { CardBrand } from '@zechus/shared';
import { CreditCard } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A small mark of each card brand: its colours and short name (no third-party logos). */
const MARKS: Record<CardBrand, { text: string; className: string }> = {
  visa: { text: 'VISA', className: 'bg-[#1a1f71] text-white italic tracking-wider' },
  mastercard: { text: 'MC', className: 'bg-[#231f20] text-[#f79e1b]' },
  amex: { text: 'AMEX', className: 'bg-[#016fd0] text-white tracking-wide' },
  discover: { text: 'DISC', className: 'bg-white text-[#8a3b00] border border-[#e65c00]' },
  jcb: { text: 'JCB', className: 'bg-[#0b5e2b] text-white' },
  dinersclub: { text: 'DC', className: 'bg-[#004a97] text-white' },
  unionpay: { text: 'UP', className: 'bg-[#b3261e] text-white' },
};

/** The detected brand beside the card number, or a plain card icon while none is known. */
export function CardBrandBadge({
  brand,
  label,
  className,
}: {
  brand: CardBrand | undefined;
  label: string | undefined;
  className?: string;
}) {
  if (!brand) {
    return <CreditCard aria-hidden="true" className={cn('size-6 text-ink-muted', className)} />;
  }
  const mark = MARKS[brand];
  return (
    <span
      role="img"
      aria-label={label ?? brand}
      data-brand={brand}
      className={cn(
        'inline-flex h-6 min-w-10 items-center justify-center rounded px-1.5 font-sans text-[0.65rem] leading-none font-extrabold',
        mark.className,
        className,
      )}
    >
      {mark.text}
    </span>
  );
}
