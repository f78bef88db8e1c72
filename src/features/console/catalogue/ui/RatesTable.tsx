import { useState } from 'react';
import { Button, Switch } from 'antd';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import type { ConsolePackage } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { errorMessage } from '@/shared/api';
import { useSetPackageActiveMutation, useSetPackageRateMutation } from '../api/catalogueApi';
import { rateBelowCost } from '@contract/rules';
import { RATE_UNIT, TIERS } from '../model/tiers';
import { EditValueDialog } from './EditValueDialog';
import { ProviderCommissionButton } from './ProviderCommissionButton';

const RATE_NAMES = { discount: 'discount', commission: 'commission', unit_price: 'price a page' };

const show = (pkg: ConsolePackage, rate: number | null) => {
  if (rate === null || pkg.pricing === 'plans') return 'Set';
  return RATE_UNIT[pkg.pricing] === 'naira' ? formatNaira(rate) : `${rate}%`;
};

interface Editing {
  pkg: ConsolePackage;
  tier: (typeof TIERS)[number];
}

/** Packages priced without plans: airtime and electricity discounts, commissions, SMS prices. */
export function RatesTable({ packages }: { packages: ConsolePackage[] }) {
  const [editing, setEditing] = useState<Editing>();
  const [setRate] = useSetPackageRateMutation();
  const [setActive] = useSetPackageActiveMutation();
  const rated = packages.filter((pkg) => pkg.pricing !== 'plans');

  return (
    <>
      <ResponsiveTable<ConsolePackage>
        cardsLabel="Packages"
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 760 }}
        dataSource={rated}
        columns={[
          { key: 'service', title: 'Service', render: (_, pkg) => `${pkg.category}: ${pkg.title}` },
          {
            key: 'provider',
            title: 'Provider commission',
            render: (_, pkg) =>
              pkg.pricing === 'discount' ? <ProviderCommissionButton pkg={pkg} /> : '—',
          },
          ...TIERS.map((tier) => ({
            key: tier.title,
            title: tier.title,
            render: (_: unknown, pkg: ConsolePackage) => {
              const rate = pkg.rates[tier.levelId - 1] ?? null;
              return (
                <Button
                  type="link"
                  size="small"
                  danger={rateBelowCost(pkg, rate)}
                  aria-label={`${show(pkg, rate)}: edit ${tier.title} ${pkg.pricing === 'plans' ? 'price' : RATE_NAMES[pkg.pricing]} of ${pkg.title}`}
                  onClick={() => setEditing({ pkg, tier })}
                >
                  {show(pkg, rate)}
                </Button>
              );
            },
          })),
          {
            key: 'active',
            title: 'On sale',
            render: (_, pkg) => (
              <Switch
                aria-label={`On sale: ${pkg.category} ${pkg.title}`}
                checked={pkg.active}
                onChange={(active) => setActive({ id: pkg.id, active })}
              />
            ),
          },
        ]}
      />
      {editing && editing.pkg.pricing !== 'plans' && (
        <EditValueDialog
          title={`${editing.tier.title} ${RATE_NAMES[editing.pkg.pricing]} of ${editing.pkg.category} ${editing.pkg.title}`}
          unit={RATE_UNIT[editing.pkg.pricing]}
          initial={editing.pkg.rates[editing.tier.levelId - 1] ?? null}
          lossLeader={editing.pkg.pricing === 'discount'}
          hint={
            editing.pkg.pricing === 'discount'
              ? `The provider's commission is ${editing.pkg.provider_commission}%: a larger discount sells at a loss.`
              : undefined
          }
          onClose={() => setEditing(undefined)}
          onSave={async ({ value, lossLeader, reason }) => {
            const result = await setRate({
              id: editing.pkg.id,
              level_id: editing.tier.levelId,
              value,
              ...(lossLeader ? { loss_leader: true } : {}),
              ...(reason ? { reason } : {}),
            });
            return 'error' in result ? errorMessage(result.error) : undefined;
          }}
        />
      )}
    </>
  );
}
