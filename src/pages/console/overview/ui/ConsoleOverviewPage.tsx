import { Typography } from 'antd';
import { BelowCostWarning } from '@/features/console/catalogue';
import { OverviewBoard } from '@/features/console/overview';
import { TREND_CHART_IDS, TrendsBoard } from '@/features/console/trends';

/**
 * The console's first screen: what waits for staff and how the business is doing. Each section is
 * its own component; a warning or another section goes here beside the board.
 */
export function ConsoleOverviewPage() {
  return (
    <>
      <Typography.Title level={1}>Overview</Typography.Title>
      <BelowCostWarning />
      <OverviewBoard />
      <TrendsBoard charts={TREND_CHART_IDS} />
    </>
  );
}
