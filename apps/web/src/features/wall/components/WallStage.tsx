import type { ReactNode } from 'react';
import { useBodyClass } from '../../../hooks/useBodyClass.ts';
import { STAGE, useStageScale } from '../hooks/useStageScale.ts';
import '../wall.css';

/**
 * The wall's 1920×1080 canvas (VISUAL.md "The wall"), scaled to fit any window so the hall
 * screen and a laptop preview show the same picture; right-to-left, Hebrew, night background.
 */
export function WallStage({ children, label }: { children: ReactNode; label?: string }) {
  const { scale, x, y } = useStageScale();
  useBodyClass('wall-page');
  return (
    <div className="fixed inset-0 overflow-hidden bg-night" aria-label={label}>
      <div
        dir="rtl"
        lang="he"
        className="absolute top-0 left-0 overflow-hidden bg-night text-parchment"
        style={{
          width: STAGE.width,
          height: STAGE.height,
          transform: `translate(${x}px, ${y}px) scale(${scale})`,
          transformOrigin: 'top left',
          backgroundImage:
            'radial-gradient(ellipse 60% 45% at 85% 0%, rgb(201 162 39 / 0.10), transparent 70%), radial-gradient(ellipse 50% 40% at 10% 100%, rgb(243 227 179 / 0.05), transparent 70%)',
        }}
      >
        {children}
      </div>
    </div>
  );
}
