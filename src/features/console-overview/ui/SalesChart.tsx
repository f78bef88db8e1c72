import { Typography } from 'antd';
import type { OverviewDay } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { salesBars } from '../model/chart';

const WIDTH = 600;
const HEIGHT = 160;

/** Daily sales of the last 30 days as plain SVG bars (each with its figure as a tooltip). */
export function SalesChart({ days }: { days: OverviewDay[] }) {
  const bars = salesBars(days, WIDTH, HEIGHT);
  const slot = days.length ? WIDTH / days.length : WIDTH;
  const total = days.reduce((sum, day) => sum + day.sales, 0);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`}
        width="100%"
        role="img"
        aria-label={`Daily sales, last ${days.length} days: ${formatNaira(total)} in all`}
      >
        {bars.map((bar) => (
          <rect
            key={bar.date}
            x={bar.x}
            y={bar.y}
            width={slot * 0.7}
            height={Math.max(bar.height, 1)}
            rx={2}
            fill={bar.sales > 0 ? '#1677ff' : '#d9d9d9'}
          >
            <title>{`${bar.date}: ${formatNaira(bar.sales)}`}</title>
          </rect>
        ))}
        <text x={0} y={HEIGHT + 14} fontSize={11} fill="#595959">
          {days[0]?.date}
        </text>
        <text x={WIDTH} y={HEIGHT + 14} fontSize={11} fill="#595959" textAnchor="end">
          {days.at(-1)?.date}
        </text>
      </svg>
      <Typography.Text type="secondary">Daily sales, Lagos days</Typography.Text>
    </figure>
  );
}
