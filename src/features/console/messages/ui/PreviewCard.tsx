import { Card, Descriptions, Typography } from 'antd';
import type { MarketingChannel, MarketingPreview } from '@contract/api/console/messages';
import { formatNaira } from '@contract/format';

const naira = (kobo: number) => formatNaira(kobo / 100);

/** Who the message reaches now, who is left out and why, its SMS cost, and how it reads. */
export function PreviewCard({
  preview,
  channel,
}: {
  preview: MarketingPreview;
  channel: MarketingChannel;
}) {
  const sms = channel === 'sms';
  return (
    <Card title="Preview" size="small" aria-label="Preview">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'reach',
            label: 'Recipients now',
            children: <Typography.Text strong>{preview.recipients}</Typography.Text>,
          },
          { key: 'opted', label: 'Left out: opted out', children: preview.opted_out },
          {
            key: 'address',
            label: sms ? 'Left out: no valid phone' : 'Left out: no valid e-mail',
            children: preview.no_address,
          },
          ...(sms
            ? [
                {
                  key: 'pages',
                  label: 'Length',
                  children: `${preview.characters} characters, ${preview.pages} ${preview.pages === 1 ? 'page' : 'pages'}`,
                },
                {
                  key: 'cost',
                  label: 'SMS cost to the business',
                  children: (
                    <Typography.Text strong>
                      {naira(preview.cost_kobo)} ({preview.recipients} × {preview.pages} ×{' '}
                      {naira(preview.page_cost_kobo)})
                    </Typography.Text>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        As {preview.sample.to} gets it{preview.sample.subject ? `: ${preview.sample.subject}` : ''}
      </Typography.Paragraph>
      <pre
        aria-label="Sample message"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '8px 0 0' }}
      >
        {preview.sample.text}
      </pre>
    </Card>
  );
}
