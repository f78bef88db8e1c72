import { Flex, Typography } from 'antd';
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
  const best = days.reduce((top, day) => Math.max(top, day.sales), 0);
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text type="secondary">Best day {formatNaira(best)}</Typography.Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={`Daily sales, last ${days.length} days: ${formatNaira(total)} in all`}
        style={{ display: 'block' }}
      >
        {bars.map((bar) => (
          <rect
            key={bar.date}
            x={bar.x}
            y={Math.min(bar.y, HEIGHT - 1)}
            width={slot * 0.7}
            height={Math.max(bar.height, 1)}
            fill={bar.sales > 0 ? '#1677ff' : '#d9d9d9'}
          >
            <title>{`${bar.date}: ${formatNaira(bar.sales)}`}</title>
          </rect>
        ))}
      </svg>
      <Flex justify="space-between">
        <Typography.Text type="secondary">{days[0]?.date}</Typography.Text>
        <Typography.Text type="secondary">{days.at(-1)?.date}</Typography.Text>
      </Flex>
    </figure>
  );
}
