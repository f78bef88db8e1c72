import { Typography } from 'antd';
import { NoticeEditor } from '@/features/console/notice';

/** The dashboard notice: what every customer reads at the top of the dashboard. */
export function ConsoleNoticePage() {
  return (
    <>
      <Typography.Title level={1}>Dashboard notice</Typography.Title>
      <NoticeEditor />
    </>
  );
}
