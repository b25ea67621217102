import type { Member } from '@zechus/shared';
import { cn } from '../../../lib/cn.ts';

/** The learner's photo when there is one, otherwise their initial on parchment. */
export function LearnerAvatar({ member, className }: { member: Member; className?: string }) {
  if (member.image) {
    return (
      <img
        src={member.image}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full border border-stone object-cover', className)}
      />
    );
  }
  const initial = Array.from(member.name.trim())[0] ?? '·';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border border-gold/50 bg-gold-soft font-[family-name:var(--font-hebrew)] font-bold text-gold-ink',
        className,
      )}
    >
      {initial}
    </span>
  );
}
