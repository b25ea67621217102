import { useRef } from 'react';
import type { LargeScreen } from '@zechus/shared';
import { he } from '../../../i18n/he.ts';
import { cn } from '../../../lib/cn.ts';
import { NAMES_SCROLL } from '../auto-scroll.ts';
import { useAutoScroll } from '../hooks/useAutoScroll.ts';
import { wallText } from '../strings.ts';

/**
 * Today's sponsor names with the Hebrew date (spec §2): names ≥ 48 px in Frank Ruhl Libre, never
 * truncated. The list scrolls one viewport every 5000 ms, 1 s after the names arrive, only when
 * it overflows, and wraps to the top (spec §9); `animationMs` is 1000 on the wall, 500 on the
 * large-names view.
 */
export function SponsorNames({
  enrollments,
  hebrewDate,
  animationMs = NAMES_SCROLL.animationMs,
  nameClassName = 'text-[52px]',
  className,
}: {
  enrollments: LargeScreen['enrollments'];
  hebrewDate: string;
  animationMs?: number;
  nameClassName?: string;
  className?: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const names = enrollments.length > 0 ? enrollments : [{ name: he.defaultName, kind: '' }];
  useAutoScroll(boxRef, {
    ready: enrollments.length > 0,
    resetKey: names.map((n) => n.name).join('|'),
    animationMs,
  });
  return (
    <section aria-labelledby="wall-names-title" className={cn('flex min-h-0 flex-col', className)}>
      <h2
        id="wall-names-title"
        className="font-[family-name:var(--font-hebrew)] text-[30px] leading-tight font-bold text-gold"
      >
        {wallText.dedicated}
      </h2>
      <p className="mt-1 font-[family-name:var(--font-hebrew)] text-[28px] leading-snug text-parchment/90">
        {hebrewDate}
      </p>
      <div
        ref={boxRef}
        data-testid="sponsor-names"
        className="wall-scroll mt-4 min-h-0 flex-1 overflow-y-hidden border-y border-gold/25"
      >
        <ul className="space-y-6 py-4">
          {names.map((entry, index) => (
            <li key={`${entry.name}-${index}`} className="text-center">
              {wallText.kinds[entry.kind] ? (
                <span className="block font-[family-name:var(--font-hebrew)] text-[26px] text-gold-soft/85">
                  {wallText.kinds[entry.kind]}
                </span>
              ) : null}
              <span
                className={cn(
                  'block font-[family-name:var(--font-hebrew)] leading-tight font-bold text-parchment',
                  nameClassName,
                )}
              >
                {entry.name}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
