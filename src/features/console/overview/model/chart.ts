import type { OverviewDay } from '@contract/api/console';

export interface Bar {
  date: string;
  sales: number;
  x: number;
  y: number;
  height: number;
}

/** Bars of a chart `width` x `height` (viewBox units), the tallest day at full height. */
export function salesBars(days: OverviewDay[], width: number, height: number): Bar[] {
  const top = Math.max(...days.map((day) => day.sales), 0);
  const slot = days.length ? width / days.length : width;
  return days.map((day, index) => {
    const barHeight = top > 0 ? (day.sales / top) * height : 0;
    return {
      date: day.date,
      sales: day.sales,
      x: index * slot + slot * 0.15,
      y: height - barHeight,
      height: barHeight,
    };
  });
}
