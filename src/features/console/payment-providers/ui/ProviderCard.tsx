import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import type { ConsolePaymentProvider } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { PROVIDER_NAMES } from '../model/forms';

type Funding = ConsolePaymentProvider['funding'][number];

const PERIODS: Record<Funding['period'], string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
};

const figure = ({ count, value }: { count: number; value: number }) =>
  `${formatNaira(value)} (${count})`;

/** The card checkout breaker in words: healthy, or open (or probing) since when. */
function breakerText(provider: ConsolePaymentProvider): { text: string; colour: string } {
  const since = provider.checkout_breaker_since
    ? ` since ${formatDateTime(provider.checkout_breaker_since)}`
    : '';
  if (provider.checkout_breaker === 'open')
    return { text: `Open${since}: checkouts skip it`, colour: 'red' };
  if (provider.checkout_breaker === 'half-open')
    return { text: `Trying one checkout again (open${since})`, colour: 'orange' };
  return { text: 'Closed: healthy', colour: 'green' };
}

/** One payments provider: whether it is offered and preferred, its breaker, charge and funding. */
export function ProviderCard({ provider }: { provider: ConsolePaymentProvider }) {
  const name = PROVIDER_NAMES[provider.provider];
  const breaker = breakerText(provider);
  return (
    <Card
      size="small"
      title={name}
      style={{ height: '100%' }}
      extra={
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          {provider.configured ? null : <Tag>Not configured</Tag>}
          {provider.preferred ? <Tag color="blue">Preferred</Tag> : null}
        </span>
      }
      aria-label={name}
      role="region"
    >
      {provider.configured ? null : (
        <Typography.Paragraph type="secondary">
          Not configured on this server: customers are offered no {name} checkout or account.
        </Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'checkout',
            label: 'Card checkout',
            children: provider.preferred ? 'Preferred: card checkouts go here first' : 'Fallback',
          },
          {
            key: 'breaker',
            label: 'Breaker',
            children: <Tag color={breaker.colour}>{breaker.text}</Tag>,
          },
          { key: 'charge', label: 'Deposit charge', children: provider.deposit_charge_text },
        ]}
      />
      <Table<Funding>
        rowKey="period"
        size="small"
        pagination={false}
        dataSource={provider.funding}
        style={{ marginTop: 8 }}
        aria-label={`Funding through ${name}`}
        columns={[
          { key: 'period', title: 'Funding', render: (_, row) => PERIODS[row.period] },
          { key: 'card', title: 'Card', align: 'right', render: (_, row) => figure(row.card) },
          {
            key: 'transfers',
            title: 'Transfers',
            align: 'right',
            render: (_, row) => figure(row.transfers),
          },
        ]}
      />
    </Card>
  );
}
