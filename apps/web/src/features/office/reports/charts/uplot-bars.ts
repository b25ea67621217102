import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * The one place that knows uPlot (DESIGN.md §1: a small chart library, loaded only by the reports
 * page — this module is imported lazily, so it and uPlot are a chunk of their own). Draws one
 * series as bars over labelled categories.
 */
export interface BarsSpec {
  labels: readonly string[];
  values: readonly number[];
  /** The y axis's largest value (e.g. 525 perakim); otherwise the data's. */
  max?: number;
  color: string;
  /** How a y value reads on the axis ("$1,800", "525"). */
  formatValue: (value: number) => string;
  height: number;
}

const INK = '#1B2A41';
const STONE = '#E8E1D3';
const FONT = '13px Inter, system-ui, sans-serif';

export function drawBars(target: HTMLElement, spec: BarsSpec, width: number): uPlot {
  const count = spec.labels.length;
  const xs = spec.labels.map((_, i) => i);
  const largest = Math.max(spec.max ?? 0, ...spec.values, 1);
  // Below zero only when a value is (a month that refunded more than came in): bars hang from 0.
  const smallest = Math.min(0, ...spec.values);
  const options: uPlot.Options = {
    width,
    height: spec.height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: [-0.5, count - 0.5] },
      y: { range: [smallest, largest] },
    },
    axes: [
      {
        stroke: INK,
        font: FONT,
        grid: { show: false },
        ticks: { show: false },
        splits: () => xs,
        // Labels thin out on a narrow screen: one every `step` bars, counted from the last (today,
        // this month), so the newest is always named.
        values: (u, splits) => {
          const step = Math.max(1, Math.ceil((count * 56) / Math.max(u.width - 60, 1)));
          return splits.map((i) => ((count - 1 - i) % step === 0 ? (spec.labels[i] ?? '') : ''));
        },
      },
      {
        stroke: INK,
        font: FONT,
        size: 64,
        grid: { stroke: STONE, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((value) => spec.formatValue(value)),
      },
    ],
    series: [
      {},
      {
        fill: spec.color,
        stroke: spec.color,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.7, 48], align: 0 }),
        points: { show: false },
      },
    ],
  };
  return new uPlot(options, [xs, [...spec.values]], target);
}
