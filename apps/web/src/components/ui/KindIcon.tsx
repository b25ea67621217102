import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The memorial kinds with their own artwork; anything else is drawn as the yoirtzeit candle. */
export type KindIconName = 'yoirtzeit' | 'shloishim' | 'merit' | 'refuah';

/**
 * Which icon a kind value selects (spec §3): 'yoirtzeit merit refuah', 'merit' and 'refuah' select
 * different icons; shloishim has its own candle with a small ל׳ (VISUAL.md); shiva and any other
 * value fall back to the yoirtzeit candle.
 */
export const kindIconName = (kind: string | null | undefined): KindIconName => {
  const value = (kind ?? '').trim().toLowerCase();
  if (value === 'merit') return 'merit';
  if (value === 'refuah') return 'refuah';
  if (value === 'shloishim') return 'shloishim';
  // 'yoirtzeit merit refuah' (the combined kind), 'shiva', 'yoirtzeit' and unknown values.
  return 'yoirtzeit';
};

const Candle = ({ lamed }: { lamed?: boolean }) => (
  <>
    {/* glow */}
    <circle cx="24" cy="13" r="10" fill="#F3E3B3" opacity=".55" />
    {/* flame */}
    <path
      d="M24 3.5c2.6 3.6 5 6.2 4.2 10.4-.5 2.7-2.3 4.3-4.2 5-1.9-.7-3.7-2.3-4.2-5C19 9.7 21.4 7.1 24 3.5Z"
      fill="#C9A227"
    />
    <path
      d="M24 9c1.2 1.9 2.4 3.3 2 5.5-.3 1.3-1.1 2.1-2 2.4-.9-.3-1.7-1.1-2-2.4-.4-2.2.8-3.6 2-5.5Z"
      fill="#FAF6EE"
    />
    <path d="M24 19v3" stroke="#1B2A41" strokeWidth="1.5" strokeLinecap="round" />
    {/* glass */}
    <path
      d="M12 23h24l-2.4 19.6a3 3 0 0 1-3 2.6H17.4a3 3 0 0 1-3-2.6L12 23Z"
      fill="#FAF6EE"
      stroke="#1F3A5F"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
    <path
      d="M13.2 28.5c6 1.8 15.6 1.8 21.6 0"
      stroke="#C9A227"
      strokeWidth="1.6"
      strokeLinecap="round"
    />
    {lamed ? (
      <text
        x="24"
        y="41"
        textAnchor="middle"
        fontSize="10"
        fontWeight="700"
        fontFamily="'Frank Ruhl Libre', 'Times New Roman', serif"
        fill="#1F3A5F"
      >
        ל׳
      </text>
    ) : (
      <path d="M17 32l1.2 9" stroke="#E8E1D3" strokeWidth="2" strokeLinecap="round" />
    )}
  </>
);

const Sefer = () => (
  <>
    {/* star */}
    <path
      d="M24 3l1.9 4.3 4.6.4-3.5 3 1.1 4.6L24 12.9l-4.1 2.4 1.1-4.6-3.5-3 4.6-.4L24 3Z"
      fill="#C9A227"
    />
    {/* open book */}
    <path
      d="M24 22c-4.5-3-10.5-3.6-18-2.6v21c7.5-1 13.5-.4 18 2.6 4.5-3 10.5-3.6 18-2.6v-21c-7.5-1-13.5-.4-18 2.6Z"
      fill="#FAF6EE"
      stroke="#1F3A5F"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
    <path d="M24 22v21" stroke="#1F3A5F" strokeWidth="1.6" />
    <path
      d="M10 25.5c3.5-.4 7-.1 10 1M10 30c3.5-.4 7-.1 10 1M10 34.5c3.5-.4 7-.1 10 1M28 26.5c3-1.1 6.5-1.4 10-1M28 31c3-1.1 6.5-1.4 10-1M28 35.5c3-1.1 6.5-1.4 10-1"
      stroke="#C9A227"
      strokeWidth="1.3"
      strokeLinecap="round"
    />
  </>
);

const Leaf = () => (
  <>
    {/* soil */}
    <path d="M9 42.5c4-2.4 26-2.4 30 0" stroke="#1F3A5F" strokeWidth="1.8" strokeLinecap="round" />
    {/* stem */}
    <path d="M24 42V24c0-4 1-7.5 3-10" stroke="#2E7D5B" strokeWidth="2" strokeLinecap="round" />
    {/* large leaf */}
    <path
      d="M27 14c2.5-6 8.5-9 15-8.5.6 6.8-3 12.6-9.5 14.1-2.5.6-4.6.2-5.5-.6"
      fill="#2E7D5B"
      stroke="#1F3A5F"
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
    <path d="M28 18c3.5-3.8 7-6.6 11-9" stroke="#F3E3B3" strokeWidth="1.1" strokeLinecap="round" />
    {/* small leaf */}
    <path
      d="M24 29c-1.8-5-6.6-7.6-12.5-7-.4 5.6 3 9.8 8.6 10.3 1.8.2 3.2-.2 3.9-.8"
      fill="#C9A227"
      stroke="#1F3A5F"
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
  </>
);

const artwork: Record<KindIconName, () => ReactNode> = {
  yoirtzeit: () => <Candle />,
  shloishim: () => <Candle lamed />,
  merit: () => <Sefer />,
  refuah: () => <Leaf />,
};

export interface KindIconProps {
  kind: KindIconName | 'shiva' | (string & {}) | null | undefined;
  className?: string;
  /** An accessible name; without one the icon is decorative (aria-hidden). */
  title?: string;
}

/** Our own icon for a memorial kind (VISUAL.md): candle, candle with ל׳, sefer with a star, leaf. */
export function KindIcon({ kind, className, title }: KindIconProps) {
  const titleId = useId();
  const name = kindIconName(kind);
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={cn('inline-block size-10 shrink-0', className)}
      data-kind-icon={name}
      {...(title
        ? { role: 'img', 'aria-labelledby': titleId }
        : { 'aria-hidden': true, focusable: 'false' })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {artwork[name]()}
    </svg>
  );
}
