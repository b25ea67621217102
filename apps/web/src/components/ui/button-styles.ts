import { cn } from '../../lib/cn.ts';

/**
 * `danger` is the solid button that carries out something hard to take back (after a question
 * that says what will happen); `danger-outline` opens that question.
 */
export type ButtonVariant =
  'primary' | 'secondary' | 'gold' | 'light' | 'danger' | 'danger-outline';
/** `sm` keeps the 44 px touch target, narrower: for a button in a table row. */
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold leading-none no-underline transition-colors duration-150 select-none aria-disabled:cursor-not-allowed aria-disabled:opacity-45 disabled:cursor-not-allowed disabled:opacity-45';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-white shadow-sm hover:bg-primary-strong active:bg-primary-strong aria-disabled:hover:bg-primary',
  secondary:
    'border-2 border-primary bg-white/60 text-primary hover:bg-primary hover:text-white aria-disabled:hover:bg-white/60 aria-disabled:hover:text-primary',
  gold: 'bg-gold text-ink shadow-sm hover:bg-gold-soft',
  light: 'border-2 border-parchment/80 text-parchment hover:bg-parchment hover:text-primary-strong',
  danger:
    'bg-danger text-white shadow-sm hover:bg-[#8f1f18] active:bg-[#8f1f18] aria-disabled:hover:bg-danger',
  'danger-outline':
    'border-2 border-danger bg-white/60 text-danger hover:bg-danger hover:text-white aria-disabled:hover:bg-white/60 aria-disabled:hover:text-danger',
};

const sizes: Record<ButtonSize, string> = {
  // One line in a table row; with a phone's text at 150–200 % (20em wider than the screen) it
  // may wrap rather than push the page sideways.
  sm: 'min-h-11 max-w-full px-3.5 py-2 text-sm whitespace-nowrap max-[20em]:whitespace-normal max-[20em]:leading-tight',
  md: 'min-h-11 px-5 py-2.5 text-[0.95rem]',
  lg: 'min-h-12 px-7 py-3 text-base',
};

export const buttonClass = (
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string => cn(base, variants[variant], sizes[size], extra);
