import { useEffect, useRef } from 'react';

const BARS = 24;

/** Green for speech, gold when loud, red near the top (full class names, for Tailwind). */
const litColour = (index: number) =>
  index >= BARS * 0.85
    ? 'data-[lit=true]:bg-danger'
    : index >= BARS * 0.65
      ? 'data-[lit=true]:bg-gold'
      : 'data-[lit=true]:bg-done';

/**
 * A simple level meter: a row of bars that light up with the voice, so a teacher sees at a
 * glance that the microphone hears the child. Drawn by animation frames straight into the DOM
 * (not 60 React renders a second). Decorative for screen readers: the timer says what matters.
 */
export function LevelMeter({ readLevel }: { readLevel: () => number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    let shown = 0;
    const draw = () => {
      // Rise at once, fall gently, as a meter's needle does.
      const level = readLevel();
      shown = level > shown ? level : shown * 0.9 + level * 0.1;
      const lit = Math.round(shown * BARS);
      ref.current?.querySelectorAll<HTMLElement>('[data-bar]').forEach((bar, index) => {
        bar.dataset.lit = index < lit ? 'true' : 'false';
      });
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [readLevel]);

  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-testid="level-meter"
      className="flex h-9 items-stretch gap-1 rounded-lg border border-stone bg-parchment px-3 py-2.5"
    >
      {Array.from({ length: BARS }, (_, index) => (
        <span
          key={index}
          data-bar
          data-lit="false"
          className={`h-full flex-1 rounded-full bg-stone transition-colors duration-75 ${litColour(index)}`}
        />
      ))}
    </div>
  );
}
