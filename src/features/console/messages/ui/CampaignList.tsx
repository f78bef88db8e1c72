import { Alert, Typography } from 'antd';
import type { MarketingCampaign } from '@contract/api/console/messages';
import { describeSegment } from '@contract/rules/marketing';
import { formatDateTime, formatNaira } from '@contract/format';
import { errorMessage } from '@/shared/api';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useGetCampaignsQuery } from '../api/messagesApi';

/** The campaigns sent: when, by whom, to whom, and how delivery stands. */
export function CampaignList({ levels }: { levels: readonly { id: number; name: string }[] }) {
  const { data, error, isLoading } = useGetCampaignsQuery();
  if (error) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;
  return (
    <ResponsiveTable<MarketingCampaign>
      cardsLabel="Campaigns sent"
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data ?? []}
      pagination={false}
      locale={{ emptyText: 'No campaigns sent yet.' }}
      columns={[
        { title: 'When', key: 'when', render: (_, row) => formatDateTime(row.created_at) },
        { title: 'By', dataIndex: 'created_by' },
        {
          title: 'Message',
          key: 'message',
          render: (_, row) => (
            <>
              <Typography.Text strong>{row.channel === 'sms' ? 'SMS' : 'E-mail'}</Typography.Text>{' '}
              {row.subject || row.body.slice(0, 40)}
            </>
          ),
        },
        {
          title: 'Segment',
          key: 'segment',
          render: (_, row) => describeSegment(row.segment, levels),
        },
        { title: 'Recipients', dataIndex: 'recipients' },
        { title: 'Sent', dataIndex: 'sent' },
        { title: 'Failed', dataIndex: 'failed' },
        {
          title: 'Status',
          key: 'status',
          render: (_, row) => (row.finished_at ? 'Done' : `${row.waiting} to go`),
        },
        {
          title: 'SMS cost',
          key: 'cost',
          render: (_, row) =>
            row.channel === 'sms'
              ? `${formatNaira(row.spent_kobo / 100)} of ${formatNaira(row.cost_kobo / 100)}`
              : '—',
        },
      ]}
    />
  );
}
