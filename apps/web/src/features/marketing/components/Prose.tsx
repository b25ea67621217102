import type { ReactNode } from 'react';

/** A block of article text at a comfortable reading width. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink [&_h2]:mt-12 [&_h2]:text-3xl [&_h2]:leading-tight [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:text-2xl [&_h3]:font-semibold">
      {children}
    </div>
  );
}
