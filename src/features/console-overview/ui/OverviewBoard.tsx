import { useState } from 'react';
import { Alert, Card, Col, Row, Segmented, Spin, Statistic, Table, Typography } from 'antd';
import type { OverviewBreakdown, OverviewPeriod } from '@contract/api/console';
import { formatNaira, sentenceCase } from '@contract/format';
import { errorMessage } from '@/shared/api';
import { useGetConsoleOverviewQuery } from '../api/overviewApi';
import { SalesChart } from './SalesChart';

const PERIOD_LABELS: Record<OverviewPeriod['period'], string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
};

function Breakdown({
  title,
  column,
  rows,
}: {
  title: string;
  column: string;
  rows: OverviewBreakdown[];
}) {
  return (
    <Card title={title} size="small">
      <Table<OverviewBreakdown>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: 'Nothing in this period' }}
        columns={[
          { key: 'key', title: column, render: (_, row) => sentenceCase(row.key) },
          { key: 'count', title: 'Count', dataIndex: 'count', align: 'right' },
          {
            key: 'value',
            title: 'Value',
            align: 'right',
            render: (_, row) => formatNaira(row.value),
          },
        ]}
      />
    </Card>
  );
}

const stat = (title: string, value: string, hint?: string) => (
  <Card size="small">
    <Statistic title={title} value={value} styles={{ content: { fontSize: 22 } }} />
    {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
  </Card>
);

/** Sales, margin, failures and the money we hold, for today, 7 and 30 days. */
export function OverviewBoard() {
  const { data, error, isLoading } = useGetConsoleOverviewQuery();
  const [period, setPeriod] = useState<OverviewPeriod['period']>('today');
  if (isLoading) return <Spin />;
  if (!data) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;
  const shown = data.periods.find((item) => item.period === period) ?? data.periods[0];
  if (!shown) return null;

  return (
    <>
      <Segmented<OverviewPeriod['period']>
        aria-label="Period"
        value={period}
        onChange={setPeriod}
        options={data.periods.map((item) => ({
          value: item.period,
          label: PERIOD_LABELS[item.period],
        }))}
        style={{ marginBottom: 16 }}
      />
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          {stat('Sales', formatNaira(shown.sales.value), `${shown.sales.count} delivered`)}
        </Col>
        <Col xs={12} md={6}>
          {stat('Our margin', formatNaira(shown.margin), 'Charged less provider cost')}
        </Col>
        <Col xs={12} md={6}>
          {stat('Failure rate', `${shown.failure_rate}%`, 'Failed or reversed')}
        </Col>
        <Col xs={12} md={6}>
          {stat('New users', String(shown.new_users))}
        </Col>
        <Col xs={12} md={6}>
          {stat('Pending now', String(data.pending))}
        </Col>
        <Col xs={12} md={6}>
          {stat('Needs attention', String(data.needs_attention))}
        </Col>
        <Col xs={12} md={6}>
          {stat(
            'Wallet liabilities',
            formatNaira(data.wallet_liabilities.wallets + data.wallet_liabilities.bonuses),
            `Wallets ${formatNaira(data.wallet_liabilities.wallets)}, bonuses ${formatNaira(data.wallet_liabilities.bonuses)}`,
          )}
        </Col>
        <Col xs={12} md={6}>
          {data.provider_balance === null
            ? stat('VTpass balance', 'Unavailable', data.provider_balance_error)
            : stat('VTpass balance', formatNaira(data.provider_balance))}
        </Col>
        <Col xs={24}>
          <Card size="small" title="Daily sales, 30 days">
            <SalesChart days={data.daily_sales} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Breakdown title="By service" column="Service" rows={shown.by_service} />
        </Col>
        <Col xs={24} md={12}>
          <Breakdown title="By status" column="Status" rows={shown.by_status} />
        </Col>
      </Row>
    </>
  );
}
