import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { useAutoFocus } from '../../hooks/useAutoFocus.ts';
import { buttonClass } from './button-styles.ts';
import type { ButtonSize, ButtonVariant } from './button-styles.ts';
import { Spinner } from './Spinner.tsx';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    /** Dimmed and inert but still focusable, so its reason can be read (VISUAL.md). */
    inactive?: boolean;
    busy?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  inactive = false,
  busy = false,
  className,
  onClick,
  children,
  type = 'button',
  autoFocus,
  ref,
  ...rest
}: ButtonProps) {
  const focusRef = useAutoFocus(autoFocus, ref);
  const blocked = inactive || busy;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={focusRef}
      type={type}
      {...rest}
      className={buttonClass(variant, size, className)}
      aria-disabled={blocked || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & StyleProps;

export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClass(variant, size, className as string | undefined)} />;
}
