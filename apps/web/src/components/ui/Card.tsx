import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export const cardClass = 'rounded-[var(--radius-card)] border border-stone bg-white shadow-card';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={cn(cardClass, className)} />;
}
