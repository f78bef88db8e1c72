import { useState } from 'react';
import { Alert, App, Button, Col, Flex, Input, Row, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@contract/api/console';
import { formatDateTime } from '@contract/format';
import { ReasonDialog } from '@/features/console/transactions';
import { errorMessage } from '@/shared/api';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { usePageTitle } from '@/shared/lib/dom';
import { ConsoleExportButton } from '@/entities/staff-member';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import {
  useListWebhookDeliveriesQuery,
  useRetryWebhookDeliveryMutation,
} from '../api/webhookDeliveriesApi';

const PAGE_SIZE = 25;
const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'gold',
  delivered: 'green',
  failed: 'red',
};
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'pending', label: 'Pending' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed' },
];
const isStatus = (value: string | null): value is WebhookDeliveryStatus =>
  value === 'pending' || value === 'delivered' || value === 'failed';

const lastAnswer = (delivery: WebhookDelivery) =>
  delivery.last_error ??
  (delivery.last_status_code === null ? 'Not tried yet' : `HTTP ${delivery.last_status_code}`);

/** The outbound webhook log, newest first, per customer by e-mail; retry a delivery now. */
export function ConsoleWebhooksPage() {
  usePageTitle('Webhook deliveries');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const status = search.get('status');
  const email = search.get('email') ?? '';
  const [emailDraft, setEmailDraft] = useState(email);
  const filters = { ...(isStatus(status) ? { status } : {}), ...(email ? { email } : {}) };
  const { data, error, isFetching } = useListWebhookDeliveriesQuery({
    page,
    page_size: PAGE_SIZE,
    ...filters,
  });
  const [retry] = useRetryWebhookDeliveryMutation();
  const [retrying, setRetrying] = useState<WebhookDelivery | null>(null);
  const { message: toast } = App.useApp();

  const apply = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes))
      if (value) next.set(name, value);
      else next.delete(name);
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };

  const columns: ColumnsType<WebhookDelivery> = [
    {
      title: 'Transaction',
      dataIndex: 'tx_ref',
      render: (ref: string, row) => (
        <>
          <Link to={CONSOLE_ROUTES.transaction(ref)}>{ref}</Link>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {row.event} · {formatDateTime(row.created_at)}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Customer', dataIndex: 'email', responsive: ['md'] },
    { title: 'URL', dataIndex: 'url', responsive: ['xl'], ellipsis: true },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (value: WebhookDeliveryStatus, row) => (
        <>
          <Tag color={STATUS_COLORS[value]}>{value}</Tag>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {row.attempts} attempt{row.attempts === 1 ? '' : 's'}
          </Typography.Text>
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: lastAnswer(row) }}
            style={{ display: 'block', maxWidth: 150, fontSize: 12 }}
          >
            {lastAnswer(row)}
          </Typography.Text>
          <Button
            size="small"
            style={{ marginTop: 4 }}
            aria-label={`Retry now: delivery ${row.id}`}
            onClick={() => setRetrying(row)}
          >
            Retry now
          </Button>
        </>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Webhook deliveries
        </Typography.Title>
        <ConsoleExportButton
          list="webhook-deliveries"
          path="console/webhooks"
          query={filters}
          what="the webhook deliveries"
        />
      </Flex>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={12} lg={8}>
          <Input.Search
            aria-label="Customer e-mail"
            placeholder="Customer e-mail"
            allowClear
            value={emailDraft}
            onChange={(event) => setEmailDraft(event.target.value)}
            onSearch={(value) => apply({ email: value.trim() })}
          />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Select
            aria-label="Delivery status"
            style={{ width: '100%' }}
            value={isStatus(status) ? status : ''}
            options={STATUS_OPTIONS}
            onChange={(value: string) => apply({ status: value })}
          />
        </Col>
      </Row>
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
      <ResponsiveTable<WebhookDelivery>
        cardsLabel="Webhook deliveries"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: 'No webhook deliveries match.' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.count ?? 0,
          showSizeChanger: false,
          simple: true,
          onChange: (next) => apply({ page: String(next) }),
        }}
      />
      <ReasonDialog
        open={retrying !== null}
        title="Retry this delivery now"
        okText="Retry now"
        explanation={
          retrying
            ? `Sends ${retrying.event} of ${retrying.tx_ref} to ${retrying.url} again now, with a fresh retry schedule.`
            : ''
        }
        onSubmit={(reason, idempotencyKey) =>
          retry({ id: retrying?.id ?? 0, reason, idempotencyKey })
        }
        onDone={(message) => {
          setRetrying(null);
          void toast.success(message);
        }}
        onCancel={() => setRetrying(null)}
      />
    </>
  );
}
