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
        // this month), so the newest is always named. A label needs its own width and a gap
        // ("General donation" more than "Nov 26"); long ones are stacked a word a line when that
        // names more bars.
        values: (u, splits) => {
          u.ctx.save();
          u.ctx.font = FONT;
          const slot = (labels: readonly string[]) =>
            Math.max(
              56,
              ...labels.flatMap((label) =>
                label.split('\n').map((line) => u.ctx.measureText(line).width + 16),
              ),
            );
          const room = Math.max(u.width - 60, 1);
          const stepOf = (labels: readonly string[]) =>
            Math.max(1, Math.ceil((count * slot(labels)) / room));
          const stacked = spec.labels.map((label) => label.replaceAll(' ', '\n'));
          const labels = stepOf(stacked) < stepOf(spec.labels) ? stacked : spec.labels;
          const step = stepOf(labels);
          u.ctx.restore();
          return splits.map((i) => ((count - 1 - i) % step === 0 ? (labels[i] ?? '') : ''));
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
