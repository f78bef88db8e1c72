import { Card, Descriptions, Typography } from 'antd';
import type { ConsoleCardBatch } from '@contract/api/console';
import { formatDateTime } from '@contract/format';

const PURPOSES: Record<string, string> = {
  view: 'viewed',
  print: 'printed',
  download: 'downloaded',
};

const ORDER_STATES: Record<ConsoleCardBatch['orders'][number]['state'], string> = {
  unsent: 'not sent yet',
  sent: 'sent, no answer yet',
  delivered: 'delivered',
  short: 'came short',
  failed: 'refused',
  never_sent: 'never sent',
};

/**
 * A printable-card purchase's batch as staff see it: counts, serials and the seller's batch
 * numbers, and each time the buyer opened the PINs. The PINs themselves are the buyer's only.
 */
export function CardBatchFacts({ cards }: { cards: ConsoleCardBatch }) {
  const serials = cards.serials.length
    ? cards.serials.length === 1
      ? cards.serials[0]
      : `${cards.serials[0]} to ${cards.serials[cards.serials.length - 1]}`
    : '—';
  const items = [
    { label: 'Cards', children: `${cards.delivered} of ${cards.asked} came` },
    { label: 'Printed', children: cards.printed },
    { label: 'Marked sold', children: cards.sold },
    { label: 'Serials', children: serials },
    { label: 'Batch numbers', children: cards.batch_numbers.join(', ') || '—' },
    {
      label: 'PINs opened by the buyer',
      children: cards.openings.length
        ? cards.openings
            .map(
              (opening) =>
                `${PURPOSES[opening.purpose] ?? opening.purpose} ${formatDateTime(opening.at)}`,
            )
            .join('; ')
        : 'Never',
    },
    {
      label: 'Orders with the seller',
      // one line an order, in the order they were sent
      children: cards.orders.map((order) => (
        <div key={order.request_id}>
          {`${order.request_id}: ${order.quantity} cards, ${ORDER_STATES[order.state]}` +
            (order.state === 'short' ? ` (${order.delivered} came)` : '')}
        </div>
      )),
    },
  ];
  return (
    <Card size="small" title="Cards">
      <Typography.Paragraph type="secondary">
        PINs are shown to the buyer only; staff see the serials and counts.
      </Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={items.map((item) => ({ key: item.label, ...item }))}
      />
    </Card>
  );
}
