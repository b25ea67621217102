import { useSyncExternalStore } from 'react';

export const STAGE = { width: 1920, height: 1080 } as const;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

const snapshot = () => `${window.innerWidth}x${window.innerHeight}`;

/** The scale and offset that fit the 1920×1080 wall into the window, letterboxed. */
export function useStageScale(): { scale: number; x: number; y: number } {
  const size = useSyncExternalStore(subscribe, snapshot, () => '1920x1080');
  const [w = STAGE.width, h = STAGE.height] = size.split('x').map(Number);
  const scale = Math.min(w / STAGE.width, h / STAGE.height);
  return {
    scale,
    x: Math.max(0, (w - STAGE.width * scale) / 2),
    y: Math.max(0, (h - STAGE.height * scale) / 2),
  };
}
