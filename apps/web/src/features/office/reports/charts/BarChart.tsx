import { useEffect, useRef, useState } from 'react';
import type { BarsSpec } from './uplot-bars.ts';

/**
 * A bar chart drawn by uPlot, which is loaded (with its module) only when a chart first shows:
 * the public pages and the other office areas never fetch it. The canvas is a picture for the
 * eye only; every chart sits in a ChartFigure with the same numbers as a table.
 */
export function BarChart({ spec, loadingText }: { spec: BarsSpec; loadingText: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let disposed = false;
    let chart: {
      destroy: () => void;
      setSize: (s: { width: number; height: number }) => void;
    } | null = null;
    let observer: ResizeObserver | null = null;
    void import('./uplot-bars.ts').then(({ drawBars }) => {
      if (disposed) return;
      chart = drawBars(target, spec, target.clientWidth || 320);
      setReady(true);
      observer = new ResizeObserver(() => {
        chart?.setSize({ width: target.clientWidth || 320, height: spec.height });
      });
      observer.observe(target);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [spec]);
  return (
    <div aria-hidden="true" className="relative w-full" style={{ minHeight: spec.height }}>
      <div ref={box} className="w-full" />
      {ready ? null : (
        <p className="absolute inset-0 grid place-items-center text-sm text-ink-muted">
          {loadingText}
        </p>
      )}
    </div>
  );
}
