import { useState } from 'react';
import { Alert, App, Button, Input, Space, Typography } from 'antd';
import { NOTICE_MAX_LENGTH } from '@contract/constants/console';
import { formatDateTime } from '@contract/format';
import { errorMessage } from '@/shared/api';
import { useGetConsoleNoticeQuery, usePublishNoticeMutation } from '../api/noticeApi';

/** Edits the notice every customer sees on the dashboard (plain text). */
export function NoticeEditor() {
  const { data, error, isLoading } = useGetConsoleNoticeQuery();
  if (isLoading) return <Typography.Text>Loading the notice...</Typography.Text>;
  if (!data) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;
  return <NoticeForm key={data.updated_at} body={data.body} updatedAt={data.updated_at} />;
}

function NoticeForm({ body, updatedAt }: { body: string; updatedAt: string }) {
  const { message } = App.useApp();
  const [text, setText] = useState(body);
  const [publish, publishing] = usePublishNoticeMutation();

  async function submit() {
    const result = await publish({ body: text });
    if ('error' in result) return;
    void message.success('Published: customers see the new notice on their next page load.');
  }

  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Text type="secondary">
        Published {formatDateTime(updatedAt)}. Plain text; leave it empty to show no notice.
      </Typography.Text>
      <Input.TextArea
        aria-label="Dashboard notice"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={NOTICE_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 4, maxRows: 10 }}
        style={{ marginBottom: 16 }}
      />
      {publishing.isError && (
        <Alert type="error" showIcon title={errorMessage(publishing.error)} role="alert" />
      )}
      <Button
        type="primary"
        onClick={submit}
        loading={publishing.isLoading}
        disabled={text.trim() === body.trim()}
      >
        Publish notice
      </Button>
    </Space>
  );
}
