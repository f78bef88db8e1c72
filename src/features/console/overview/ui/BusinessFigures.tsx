import { useState } from 'react';
import { Card, Col, Row, Segmented, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type {
  OverviewBreakdown,
  OverviewBusiness,
  OverviewMoneyInProvider,
  OverviewPeriod,
} from '@contract/api/console';
import { formatNaira, sentenceCase } from '@contract/format';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { transactionsLink } from '../model/links';
import { StatCard } from './StatCard';
import { TopCustomers } from './TopCustomers';

/** "1 payment", "2 payments" */
const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const PERIOD_LABELS: Record<OverviewPeriod['period'], string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
};

function Breakdown({
  title,
  column,
  rows,
  footer,
}: {
  title: string;
  column: string;
  rows: OverviewBreakdown[];
  footer?: string;
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
      {footer ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {footer}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

const PAYMENTS_PROVIDERS: Record<OverviewMoneyInProvider['provider'], string> = {
  monnify: 'Monnify',
  paystack: 'Paystack',
};

/** A naira figure with its count under it, in a table cell. */
function CountedValue({ count, value }: { count: number; value: number }) {
  return (
    <>
      {formatNaira(value)}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {count}
      </Typography.Text>
    </>
  );
}

const CHANNELS = [
  { key: 'card', label: 'Card' },
  { key: 'transfers', label: 'Transfers' },
  { key: 'bank_charges', label: 'Charges kept' },
] as const;

/**
 * The money-in cards split per payments provider, a row per card and a column per provider (two
 * columns fit a phone): each row adds up to its card.
 */
function MoneyInByProvider({ rows }: { rows: OverviewMoneyInProvider[] }) {
  return (
    <Card title="Money in by payments provider" size="small">
      <Table<(typeof CHANNELS)[number]>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={[...CHANNELS]}
        aria-label="Money in by payments provider"
        columns={[
          { key: 'channel', title: 'Money in', render: (_, channel) => channel.label },
          ...rows.map((row) => ({
            key: row.provider,
            title: (
              <Link to={CONSOLE_ROUTES.paymentProviders}>{PAYMENTS_PROVIDERS[row.provider]}</Link>
            ),
            align: 'right' as const,
            render: (_: unknown, channel: (typeof CHANNELS)[number]) => (
              <CountedValue {...row[channel.key]} />
            ),
          })),
        ]}
      />
    </Card>
  );
}

/** Sales, margin, money in and out, liabilities and the provider balance (owners). */
export function BusinessFigures({ business }: { business: OverviewBusiness }) {
  const [period, setPeriod] = useState<OverviewPeriod['period']>('today');
  const shown = business.periods.find((item) => item.period === period) ?? business.periods[0];
  if (!shown) return null;
  const from = shown.from;
  const { failed, pending } = shown.not_delivered;
  const cards = [
    {
      title: 'Sales',
      value: formatNaira(shown.sales.value),
      hint: counted(shown.sales.count, 'delivered purchase'),
      to: transactionsLink({ kind: 'purchase', status: 'confirmed', from }),
    },
    {
      title: 'Our margin',
      value: formatNaira(shown.margin),
      hint: 'Delivered, less provider cost',
      to: transactionsLink({ kind: 'purchase', status: 'confirmed', from }),
    },
    {
      title: 'Not delivered',
      value: `${failed.count} failed`,
      hint:
        `${formatNaira(failed.value)} refunded` +
        (failed.reversed ? ` (${failed.reversed} reversed after delivery)` : '') +
        `; ${pending.count} pending (${formatNaira(pending.value)})`,
      to: transactionsLink({ kind: 'purchase', status: 'failed', from }),
    },
    {
      title: 'Card funding',
      value: formatNaira(shown.money_in.card.value),
      hint: counted(shown.money_in.card.count, 'payment'),
      to: transactionsLink({ kind: 'card_funding', from }),
    },
    {
      title: 'Bank transfers',
      value: formatNaira(shown.money_in.transfers.value),
      hint: `${counted(shown.money_in.transfers.count, 'transfer')}, credited in full`,
      to: transactionsLink({ kind: 'bank_funding', from }),
    },
    {
      title: 'Bank charges kept',
      value: formatNaira(shown.money_in.bank_charges.value),
      hint: counted(shown.money_in.bank_charges.count, 'charge'),
      to: transactionsLink({ kind: 'bank_charge', from }),
    },
    {
      title: 'Manual credits',
      value: formatNaira(shown.manual_credits.value),
      hint: `${counted(shown.manual_credits.count, 'credit')} given by hand`,
      to: transactionsLink({ kind: 'manual_credit', from }),
    },
    {
      title: 'Airtime to cash paid',
      value: formatNaira(shown.airtime_to_cash.value),
      hint: `${counted(shown.airtime_to_cash.count, 'payout')} credited`,
      to: transactionsLink({ kind: 'airtime_to_cash', status: 'confirmed', from }),
    },
    {
      title: 'Referral commissions',
      value: formatNaira(shown.referral_commissions),
      hint: 'Paid, less taken back',
      to: transactionsLink({ kind: 'purchase', status: 'confirmed', from }),
    },
    {
      title: 'Failure rate',
      value: `${shown.failure_rate}%`,
      hint: 'Failed (reversed included) of those delivered or failed',
      to: transactionsLink({ kind: 'purchase', status: 'failed', from }),
    },
    {
      title: 'New users',
      value: String(shown.new_users),
      to: CONSOLE_ROUTES.customers,
    },
    {
      title: 'Wallet liabilities',
      value: formatNaira(business.wallet_liabilities.wallets + business.wallet_liabilities.bonuses),
      hint: `Wallets ${formatNaira(business.wallet_liabilities.wallets)}, bonuses ${formatNaira(business.wallet_liabilities.bonuses)}`,
    },
    business.provider_balance === null
      ? {
          title: 'VTpass balance',
          value: 'Unavailable',
          hint: business.provider_balance_error,
          to: CONSOLE_ROUTES.reconciliation,
        }
      : {
          title: 'VTpass balance',
          value: formatNaira(business.provider_balance),
          hint: `${counted(business.pending, 'purchase')} pending now`,
          to: CONSOLE_ROUTES.reconciliation,
        },
  ];

  return (
    <>
      <Segmented<OverviewPeriod['period']>
        aria-label="Period"
        value={period}
        onChange={setPeriod}
        options={business.periods.map((item) => ({
          value: item.period,
          label: PERIOD_LABELS[item.period],
        }))}
        style={{ marginBottom: 16 }}
      />
      <Row gutter={[12, 12]}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} md={8} xl={6}>
            <StatCard {...card} />
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Breakdown
            title="By service (delivered)"
            column="Service"
            rows={shown.by_service}
            footer={`Not counted: ${failed.count} failed (${formatNaira(failed.value)}), ${pending.count} pending (${formatNaira(pending.value)}).`}
          />
        </Col>
        <Col xs={24} md={12}>
          <Breakdown title="By status" column="Status" rows={shown.by_status} />
        </Col>
        <Col xs={24} md={12}>
          <MoneyInByProvider rows={shown.money_in.by_provider} />
        </Col>
        <Col xs={24}>
          <TopCustomers />
        </Col>
      </Row>
    </>
  );
}
