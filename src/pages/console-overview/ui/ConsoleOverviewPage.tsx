import { Typography } from 'antd';
import { OverviewBoard } from '@/features/console-overview';

/** The console's first screen: how the business is doing. */
export function ConsoleOverviewPage() {
  return (
    <>
      <Typography.Title level={2}>Overview</Typography.Title>
      <OverviewBoard />
    </>
  );
}
