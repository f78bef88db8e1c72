import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ChartLine, type ChartUnit, formatValue } from '../model/charts';
import { CHART_COLOURS } from './colours';

/** A compact axis figure: ₦12.5k, 40%, 7. */
function axisValue(value: number, unit: ChartUnit): string {
  if (unit === 'percent') return `${value}%`;
  const compact = Math.abs(value) >= 1000 ? `${Math.round(value / 100) / 10}k` : String(value);
  return unit === 'naira' ? `₦${compact}` : compact;
}

/** "28 Nov" from 2026-11-28 */
const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

function optionsOf(
  dates: readonly string[],
  lines: readonly ChartLine[],
  unit: ChartUnit,
  size: { width: number; height: number },
): uPlot.Options {
  const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
  return {
    ...size,
    // days are drawn by position; the axis and the legend name them
    scales: {
      x: { time: false },
      y: { range: (_, min, max) => [Math.min(0, min), Math.max(max, 1)] },
    },
    series: [
      { label: 'Day', value: (_, index) => (index === null ? '' : (dates[index] ?? '')) },
      ...lines.map((line, index) => {
        const colour = CHART_COLOURS[index % CHART_COLOURS.length] ?? '#1677ff';
        return {
          label: line.label,
          stroke: colour,
          width: 2,
          // a rate is joined across days with nothing to rate; each day that has one is a dot
          spanGaps: unit === 'percent',
          ...(line.bars
            ? { fill: `${colour}99`, paths: bars, points: { show: false } }
            : {
                points: { show: unit === 'percent' || dates.length <= 31, size: 5, fill: colour },
              }),
          // the legend names the figure of the day under the pointer, and nothing before
          value: (_: uPlot, value: number | null, _series: number, day: number | null) =>
            day === null ? '' : formatValue(value, unit),
        };
      }),
    ],
    axes: [
      {
        values: (_, splits) =>
          splits.map((index) => {
            const date = Number.isInteger(index) ? dates[index] : undefined;
            return date ? shortDate(date) : '';
          }),
        space: 56,
      },
      { values: (_, splits) => splits.map((value) => axisValue(value, unit)), size: 56 },
    ],
  };
}

/**
 * The chart itself, drawn by uPlot on a canvas: this module and uPlot are loaded after the console
 * screen has drawn, in a chunk of their own that no customer page loads. It is hidden from screen readers: the chart's summary and its data table say what
 * it shows. It follows its box's width.
 */
export default function UplotCanvas({
  dates,
  lines,
  unit,
  height,
}: {
  dates: readonly string[];
  lines: readonly ChartLine[];
  unit: ChartUnit;
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      dates.map((_, index) => index),
      ...lines.map((line) => [...line.values]),
    ];
    const plot = new uPlot(
      optionsOf(dates, lines, unit, { width: element.clientWidth, height }),
      data,
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [dates, lines, unit, height]);
  return <div ref={box} aria-hidden="true" style={{ width: '100%', minHeight: height }} />;
}
