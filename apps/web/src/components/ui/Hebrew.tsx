import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A Hebrew run inside English text: isolated, right-to-left, in the sefer face. */
export function Hebrew({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="rtl" lang="he" className={cn('hebrew', className)}>
      {children}
    </bdi>
  );
}
