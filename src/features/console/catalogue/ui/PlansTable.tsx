import { useState } from 'react';
import { Button, Switch, Tag, Typography } from 'antd';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import type { ConsolePackage, ConsolePlan } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { errorMessage, type RequestError } from '@/shared/api';
import { useSetPlanActiveMutation, useSetPlanPriceMutation } from '../api/catalogueApi';
import { priceBelowCost } from '@contract/rules';
import { TIERS } from '../model/tiers';
import { EditValueDialog } from './EditValueDialog';

interface Editing {
  plan: ConsolePlan;
  tier: (typeof TIERS)[number];
}

interface Props {
  pkg: ConsolePackage;
  /** opens a plan's offers (cost per provider), when the page shows them */
  onShowOffers?: (plan: ConsolePlan) => void;
}

/** A package's plans: provider cost, the four tier prices (each editable) and on/off. */
export function PlansTable({ pkg, onShowOffers }: Props) {
  const [editing, setEditing] = useState<Editing>();
  const [setPrice] = useSetPlanPriceMutation();
  const [setActive, activeState] = useSetPlanActiveMutation();

  const tierColumns = TIERS.map((tier) => ({
    key: tier.title,
    title: tier.title,
    render: (_: unknown, plan: ConsolePlan) => {
      const price = plan.prices[tier.levelId - 1] ?? null;
      const shown = price === null ? 'Set price' : formatNaira(price);
      return (
        <Button
          type="link"
          size="small"
          aria-label={`${shown}: edit ${tier.title} price of ${plan.title}`}
          onClick={() => setEditing({ plan, tier })}
          danger={priceBelowCost(plan, price)}
        >
          {shown}
        </Button>
      );
    },
  }));

  return (
    <>
      <ResponsiveTable<ConsolePlan>
        cardsLabel="Plans"
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 760 }}
        dataSource={pkg.plans}
        columns={[
          {
            key: 'plan',
            title: 'Plan',
            render: (_, plan) => (
              <>
                <Typography.Text>{plan.title}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{plan.code}</Typography.Text>
              </>
            ),
          },
          {
            key: 'cost',
            title: 'Provider cost',
            render: (_, plan) => formatNaira(plan.provider_cost),
          },
          ...tierColumns,
          {
            key: 'active',
            title: 'On sale',
            render: (_, plan) => (
              <>
                <Switch
                  aria-label={`On sale: ${plan.title}`}
                  checked={plan.active}
                  loading={activeState.isLoading && activeState.originalArgs?.id === plan.id}
                  onChange={(active) => setActive({ id: plan.id, active })}
                />
                {plan.prices.some((price) => priceBelowCost(plan, price)) && (
                  <Tag color="red" style={{ marginLeft: 8 }}>
                    Below cost
                  </Tag>
                )}
              </>
            ),
          },
          ...(onShowOffers
            ? [
                {
                  key: 'offers',
                  title: 'Providers',
                  render: (_: unknown, plan: ConsolePlan) => (
                    <Button
                      size="small"
                      aria-label={`Offers of ${plan.title}`}
                      onClick={() => onShowOffers(plan)}
                    >
                      Offers
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {activeState.isError && (
        <Typography.Text type="danger" role="alert">
          {errorMessage(activeState.error as RequestError)}
        </Typography.Text>
      )}
      {editing && (
        <EditValueDialog
          title={`${editing.tier.title} price of ${editing.plan.title}`}
          unit="naira"
          initial={editing.plan.prices[editing.tier.levelId - 1] ?? null}
          hint={`Its cheapest provider charges us ${formatNaira(editing.plan.provider_cost)}.`}
          guard={{ cost: editing.plan.provider_cost }}
          lossLeader
          onClose={() => setEditing(undefined)}
          onSave={async ({ value, lossLeader, confirmJump, reason }) => {
            const result = await setPrice({
              id: editing.plan.id,
              level_id: editing.tier.levelId,
              price: value,
              ...(lossLeader ? { loss_leader: true } : {}),
              ...(confirmJump ? { confirm_jump: true } : {}),
              ...(reason ? { reason } : {}),
            });
            return 'error' in result ? errorMessage(result.error) : undefined;
          }}
        />
      )}
    </>
  );
}
