import { Typography } from 'antd';
import { BelowCostWarning } from '@/features/console-catalogue';
import { OverviewBoard } from '@/features/console-overview';

/** The console's first screen: how the business is doing. */
export function ConsoleOverviewPage() {
  return (
    <>
      <Typography.Title level={2}>Overview</Typography.Title>
      <BelowCostWarning />
      <OverviewBoard />
    </>
  );
}
