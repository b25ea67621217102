import type { ReactNode, Ref } from 'react';

/** A recording not saved yet: made here or chosen from the device. */
export interface Take {
  blob: Blob;
  /** A blob: address for the preview player. */
  url: string;
  fileName: string;
  source: 'recorded' | 'file';
  durationMs?: number;
}

/** Each step's heading: it takes the focus when the step opens, so a screen reader reads it. */
export function StepHeading({
  children,
  headingRef,
}: {
  children: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink">
      {children}
    </h3>
  );
}

// The Button's own colours win over added classes of the same kind, hence the `!`.
export const DANGER_SOLID =
  'bg-danger! text-white hover:bg-[#8f1f18]! active:bg-[#8f1f18]! aria-disabled:hover:bg-danger!';
export const DANGER_OUTLINE =
  'border-danger! text-danger! hover:bg-danger! hover:text-white! aria-disabled:hover:bg-white/60! aria-disabled:hover:text-danger!';

export function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-wrap gap-3">{children}</div>;
}

export interface StepProps {
  headingRef: Ref<HTMLHeadingElement>;
}
