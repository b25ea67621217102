import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A learner's picture, or their initial in gold on the night background. */
export function LearnerFace({
  name,
  image,
  className,
}: {
  name: string;
  image: string | null;
  className?: string;
}) {
  // A picture that fails to load falls back to the initial.
  const [failed, setFailed] = useState<string | null>(null);
  if (image && failed !== image) {
    return (
      <img
        src={image}
        alt=""
        onError={() => setFailed(image)}
        decoding="async"
        className={cn('shrink-0 rounded-full border-2 border-gold/70 object-cover', className)}
      />
    );
  }
  const initial = Array.from(name.trim())[0] ?? '·';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border-2 border-gold/70 bg-gold-soft font-[family-name:var(--font-hebrew)] font-bold text-night',
        className,
      )}
    >
      {initial}
    </span>
  );
}
