import { AlertCircle, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A failure the visitor must read before going on (a declined card, a call that failed):
 * announced at once (role=alert), red with an icon so it does not depend on colour alone.
 * `declined` marks a refusal (✕); anything else is a problem on the way (!).
 */
export function ErrorNotice({
  children,
  kind = 'problem',
  className,
}: {
  children: ReactNode;
  kind?: 'declined' | 'problem';
  className?: string;
}) {
  const Icon = kind === 'declined' ? CircleX : AlertCircle;
  return (
    <p
      role="alert"
      data-state="error"
      className={cn(
        'mb-4 flex items-start gap-2 rounded-lg border-2 border-danger bg-danger/5 px-4 py-3 font-medium text-danger',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
