import { Alert, Tag, Typography } from 'antd';
import type { BulkPriceChange, BulkPriceResult } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { TIERS } from '../model/tiers';

const tierTitle = (levelId: number) =>
  TIERS.find((tier) => tier.levelId === levelId)?.title ?? String(levelId);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface Props {
  result: BulkPriceResult;
  /** the change was applied: the list without the summary of what would change */
  done?: boolean;
}

/** What a bulk change would write (or wrote): each tier's old and new price and its margin. */
export function BulkPricePreview({ result, done }: Props) {
  const { changes } = result;
  return (
    <>
      {!done && (
        <Alert
          type={result.below_cost || result.big_jumps ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 12 }}
          title={`${plural(changes.length, 'price changes', 'prices change')} in ${plural(result.plans, 'plan', 'plans')}.`}
          description={
            result.below_cost || result.big_jumps ? (
              <>
                {result.below_cost > 0 && (
                  <div>{plural(result.below_cost, 'price sells', 'prices sell')} below cost.</div>
                )}
                {result.big_jumps > 0 && (
                  <div>
                    {plural(result.big_jumps, 'price changes', 'prices change')} by more than{' '}
                    {result.jump_percent}%.
                  </div>
                )}
              </>
            ) : undefined
          }
        />
      )}
      <ResponsiveTable<BulkPriceChange>
        cardsLabel="Price changes"
        rowKey={(change) => `${change.plan_id}:${change.level_id}`}
        size="small"
        pagination={changes.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 660 }}
        dataSource={changes}
        columns={[
          {
            key: 'plan',
            title: 'Plan',
            render: (_, change) => (
              <>
                <Typography.Text>{change.plan}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{change.package}</Typography.Text>
              </>
            ),
          },
          { key: 'tier', title: 'Tier', render: (_, change) => tierTitle(change.level_id) },
          { key: 'old', title: 'Now', render: (_, change) => formatNaira(change.old_price) },
          { key: 'new', title: 'New', render: (_, change) => formatNaira(change.new_price) },
          { key: 'cost', title: 'Cost', render: (_, change) => formatNaira(change.cost) },
          {
            key: 'margin',
            title: 'New margin',
            render: (_, change) => (
              <Typography.Text type={change.margin < 0 ? 'danger' : undefined}>
                {formatNaira(change.margin)}
              </Typography.Text>
            ),
          },
          {
            key: 'flags',
            title: 'Warnings',
            render: (_, change) =>
              change.below_cost || change.big_jump ? (
                <>
                  {change.below_cost && <Tag color="red">Below cost</Tag>}
                  {change.big_jump && <Tag color="orange">Over {result.jump_percent}%</Tag>}
                </>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </>
  );
}
