import { cn } from '../../../lib/cn.ts';

/**
 * A learner's photo, round; without one, a calm initial (the name's first letter) in the sefer
 * face. Decorative: the name always stands beside it.
 */
export function LearnerAvatar({
  name,
  imageUrl,
  size = 'sm',
}: {
  name: string;
  imageUrl: string | null;
  size?: 'sm' | 'lg';
}) {
  const box = size === 'sm' ? 'size-10 text-lg' : 'size-32 text-5xl';
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={size === 'sm' ? 40 : 128}
        height={size === 'sm' ? 40 : 128}
        className={cn(box, 'shrink-0 rounded-full border border-stone bg-stone object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      lang="he"
      className={cn(
        box,
        'hebrew grid shrink-0 place-items-center rounded-full border border-gold/50 bg-gold-soft/70 leading-none text-gold-ink',
      )}
    >
      {Array.from(name.trim())[0] ?? ''}
    </span>
  );
}
