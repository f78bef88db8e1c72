import { useState } from 'react';
import { Button } from 'antd';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import type { ConsoleLevel } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { errorMessage } from '@/shared/api';
import { levelTitle } from '@contract/constants';
import { useSetLevelPriceMutation } from '../api/catalogueApi';
import { EditValueDialog } from './EditValueDialog';

/** What a customer pays to move up to each level. */
export function LevelPricesTable({ levels }: { levels: ConsoleLevel[] }) {
  const [editing, setEditing] = useState<ConsoleLevel>();
  const [setPrice] = useSetLevelPriceMutation();
  return (
    <>
      <ResponsiveTable<ConsoleLevel>
        cardsLabel="Level prices"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={levels}
        columns={[
          { key: 'level', title: 'Level', render: (_, level) => levelTitle(level.name) },
          {
            key: 'price',
            title: 'Upgrade price',
            render: (_, level) => (
              <Button
                type="link"
                size="small"
                aria-label={`${formatNaira(level.upgrade_price)}: edit upgrade price of ${levelTitle(level.name)}`}
                onClick={() => setEditing(level)}
              >
                {formatNaira(level.upgrade_price)}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <EditValueDialog
          title={`Upgrade price of ${levelTitle(editing.name)}`}
          unit="naira"
          initial={editing.upgrade_price}
          onClose={() => setEditing(undefined)}
          onSave={async ({ value, reason }) => {
            const result = await setPrice({
              id: editing.id,
              upgrade_price: value,
              ...(reason ? { reason } : {}),
            });
            return 'error' in result ? errorMessage(result.error) : undefined;
          }}
        />
      )}
    </>
  );
}
