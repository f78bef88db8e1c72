import { Alert, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import { type SentAlert } from '@contract/api/console';
import { ALERT_KIND_LABELS } from '@contract/constants/alerts';
import { formatDateTime } from '@contract/format';
import { errorMessage } from '@/shared/api';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useListSentAlertsQuery } from '../api/alertsApi';

const PAGE_SIZE = 25;

const EVENT_TAGS: Record<SentAlert['event'], { color: string; text: string }> = {
  opened: { color: 'red', text: 'Started' },
  reminder: { color: 'gold', text: 'Still on' },
  closed: { color: 'green', text: 'Recovered' },
};

const SMS_WORDS: Record<SentAlert['sms'], string> = {
  sent: 'SMS sent',
  held: 'SMS held (quiet hours)',
  failed: 'SMS failed',
  none: 'No SMS',
};

/** "E-mail to 2 · SMS sent to 2": the channels an alert went through. */
function channels(alert: SentAlert) {
  const parts = [`E-mail to ${alert.emails}`];
  if (alert.sms !== 'none') parts.push(`${SMS_WORDS[alert.sms]} to ${alert.sms_recipients}`);
  return parts.join(' · ');
}

const columns: ColumnsType<SentAlert> = [
  {
    title: 'Time',
    dataIndex: 'created_at',
    render: (at: string) => formatDateTime(at),
  },
  {
    title: 'Alert',
    dataIndex: 'kind',
    render: (_kind: SentAlert['kind'], alert) => (
      <>
        <Tag color={EVENT_TAGS[alert.event].color}>{EVENT_TAGS[alert.event].text}</Tag>
        {alert.urgent ? <Tag color="volcano">Urgent</Tag> : null}
        <Typography.Text style={{ display: 'block' }}>
          {ALERT_KIND_LABELS[alert.kind]}
        </Typography.Text>
        <Link to={alert.link}>{alert.subject}</Link>
      </>
    ),
  },
  { title: 'Message', dataIndex: 'message' },
  {
    title: 'Sent',
    dataIndex: 'sms',
    render: (sms: SentAlert['sms'], alert) => (
      <>
        <Tag color={sms === 'held' ? 'gold' : sms === 'failed' ? 'red' : 'green'}>
          {sms === 'held' ? 'Held' : sms === 'failed' ? 'SMS failed' : 'Sent'}
        </Tag>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {channels(alert)}
        </Typography.Text>
      </>
    ),
  },
];

/** Every alert sent, newest first, each linking to the console page it is about. */
export function SentAlerts() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, error, isFetching } = useListSentAlertsQuery({ page, page_size: PAGE_SIZE });
  return (
    <>
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
      <ResponsiveTable<SentAlert>
        cardsLabel="Sent alerts"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: 'No alerts sent yet.' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.meta.count ?? 0,
          showSizeChanger: false,
          simple: true,
          onChange: (next) => setSearch({ page: String(next) }),
        }}
      />
    </>
  );
}
