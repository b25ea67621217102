import type { ReactNode } from 'react';

/**
 * The buttons at the foot of a dialog or a form, the same everywhere: the way out first, the
 * action last (on the right); a step's "Back" alone on the left.
 */
export function FormActions({ back, children }: { back?: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
      {back ? <div className="me-auto">{back}</div> : null}
      {children}
    </div>
  );
}
