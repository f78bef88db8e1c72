import { lazy, Suspense, useId, useState } from 'react';
import { Button, Card, Skeleton, Typography } from 'antd';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { type ChartSpec, formatValue } from '../model/charts';

const UplotCanvas = lazy(() => import(/* webpackChunkName: "trend-canvas" */ './UplotCanvas'));

const CHART_HEIGHT = 200;

/** Whether this browser draws on a canvas; without one the chart is shown as its table. */
const canvasDraws = () => {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
};

type Row = { date: string } & Record<string, string>;

/** The chart's figures a day a row: what the chart draws, for anyone who would rather read. */
function ChartTable({ dates, chart }: { dates: readonly string[]; chart: ChartSpec }) {
  const rows: Row[] = dates.map((date, index) => ({
    date,
    ...Object.fromEntries(
      chart.lines.map((line, lineIndex) => [
        `line${lineIndex}`,
        formatValue(line.values[index], chart.unit),
      ]),
    ),
  }));
  return (
    <ResponsiveTable<Row>
      cardsLabel={chart.title}
      rowKey="date"
      size="small"
      pagination={dates.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
      dataSource={[...rows].reverse()}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'date', title: 'Day', dataIndex: 'date' },
        ...chart.lines.map((line, lineIndex) => ({
          key: `line${lineIndex}`,
          title: line.label,
          dataIndex: `line${lineIndex}`,
          align: 'right' as const,
        })),
      ]}
    />
  );
}

/**
 * One chart of the owner's trends: its title, a sentence saying what it shows, and the chart or,
 * behind a toggle, the same figures as a table.
 */
export function TrendChart({ dates, chart }: { dates: readonly string[]; chart: ChartSpec }) {
  const [draws] = useState(canvasDraws);
  const [asTable, setAsTable] = useState(!draws);
  const summaryId = useId();
  const empty = chart.lines.length === 0;
  return (
    <Card
      size="small"
      title={<span id={`${summaryId}-title`}>{chart.title}</span>}
      role="region"
      aria-labelledby={`${summaryId}-title`}
      extra={
        draws && !empty ? (
          <Button
            type="link"
            size="small"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            {asTable ? 'Show chart' : 'Show table'}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph id={summaryId} type="secondary" style={{ marginBottom: 8 }}>
        {chart.summary}
      </Typography.Paragraph>
      {empty ? null : asTable ? (
        <ChartTable dates={dates} chart={chart} />
      ) : (
        <figure
          role="img"
          aria-describedby={summaryId}
          aria-label={chart.title}
          style={{ margin: 0 }}
        >
          <Suspense
            fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}
          >
            <UplotCanvas
              dates={dates}
              lines={chart.lines}
              unit={chart.unit}
              height={CHART_HEIGHT}
            />
          </Suspense>
        </figure>
      )}
    </Card>
  );
}
