import { DatePicker, Segmented, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TREND_MAX_DAYS, type TrendRange } from '@contract/rules/trend-range';
import type { TrendsRequest } from '../api/trendsApi';

const RANGES: { value: TrendRange; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

const DAY = 'YYYY-MM-DD';

/** Today, 7, 30 or 90 days, or a custom range of at most a year ending no later than today. */
export function TrendRangePicker({
  value,
  onChange,
}: {
  value: TrendsRequest;
  onChange: (value: TrendsRequest) => void;
}) {
  const picked: [Dayjs, Dayjs] | null =
    value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null;
  return (
    <Space wrap>
      <Segmented<TrendRange>
        aria-label="Charts over"
        value={value.range}
        options={RANGES}
        onChange={(range) => onChange(range === 'custom' ? { ...value, range } : { range })}
      />
      {value.range === 'custom' ? (
        <DatePicker.RangePicker
          aria-label="Custom range"
          value={picked}
          allowClear={false}
          disabledDate={(day, info) => {
            if (day.isAfter(dayjs(), 'day')) return true;
            const start = info.from;
            return Boolean(start && Math.abs(day.diff(start, 'day')) >= TREND_MAX_DAYS);
          }}
          onChange={(days) => {
            const [from, to] = days ?? [];
            if (from && to)
              onChange({ range: 'custom', from: from.format(DAY), to: to.format(DAY) });
          }}
        />
      ) : null}
    </Space>
  );
}
