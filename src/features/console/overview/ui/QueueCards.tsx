import { Col, Row } from 'antd';
import type { OverviewQueues } from '@contract/api/console';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { StatCard } from './StatCard';

/** The work waiting for staff, each linking to its queue: every staff member sees these. */
export function QueueCards({ queues }: { queues: OverviewQueues }) {
  const cards = [
    {
      title: 'Needs attention',
      value: queues.needs_attention,
      hint: 'Pending a day, not requeried',
      to: CONSOLE_ROUTES.attention,
    },
    {
      title: 'Conflicts',
      value: queues.conflicts,
      hint: 'Provider answered against staff',
      to: CONSOLE_ROUTES.conflicts,
    },
    {
      title: 'Problem reports',
      value: queues.problem_reports,
      hint: `${queues.problem_reports_overdue} past their answer time`,
      to: CONSOLE_ROUTES.problemReports,
    },
    {
      title: 'Airtime to cash',
      value: queues.airtime_to_cash,
      hint: 'Awaiting review',
      to: CONSOLE_ROUTES.airtimeToCash,
    },
    {
      title: 'Webhook backlog',
      value: queues.webhook_backlog,
      hint: `${queues.webhook_failed} gave up`,
      to: `${CONSOLE_ROUTES.webhooks}?status=pending`,
    },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={8} xl={6}>
          <StatCard {...card} value={String(card.value)} />
        </Col>
      ))}
    </Row>
  );
}
