import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'light';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold leading-none no-underline transition-colors duration-150 select-none aria-disabled:cursor-not-allowed aria-disabled:opacity-45 disabled:cursor-not-allowed disabled:opacity-45';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-white shadow-sm hover:bg-primary-strong active:bg-primary-strong aria-disabled:hover:bg-primary',
  secondary:
    'border-2 border-primary bg-white/60 text-primary hover:bg-primary hover:text-white aria-disabled:hover:bg-white/60 aria-disabled:hover:text-primary',
  gold: 'bg-gold text-ink shadow-sm hover:bg-gold-soft',
  light: 'border-2 border-parchment/80 text-parchment hover:bg-parchment hover:text-primary-strong',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-[0.95rem]',
  lg: 'min-h-12 px-7 py-3 text-base',
};

export const buttonClass = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string => cn(base, variants[variant], sizes[size], extra);
