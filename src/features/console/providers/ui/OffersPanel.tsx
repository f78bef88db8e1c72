import { useState } from 'react';
import { Alert, Button, Flex, Spin, Switch, Tag, Typography } from 'antd';
import type { ConsoleOffer, ConsoleOffers } from '@contract/api/console';
import { LEVELS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { errorMessage, type RequestError } from '@/shared/api';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import {
  useGetOffersQuery,
  useSetOfferMutation,
  useSetPinMutation,
  type OffersOf,
} from '../api/providersApi';
import { ChangeDialog, type ChangeDialogProps } from './ChangeDialog';

type Change =
  | { kind: 'price'; offer: ConsoleOffer }
  | { kind: 'switch'; offer: ConsoleOffer; enabled: boolean }
  | { kind: 'pin'; provider: string | null };

type Result = { data: unknown } | { error: unknown };
const refusal = (result: Result) =>
  'error' in result ? errorMessage(result.error as RequestError) : undefined;

const priceOf = (offer: ConsoleOffer) =>
  offer.cost !== null ? formatNaira(offer.cost) : `${offer.commission ?? 0}% commission`;

function dialogOf(change: Change, title: string): Omit<ChangeDialogProps, 'onSubmit' | 'onClose'> {
  if (change.kind === 'pin')
    return change.provider === null
      ? {
          title: `Unpin ${title}`,
          explanation: 'Orders go to the cheapest healthy provider again.',
          okText: 'Unpin',
        }
      : {
          title: `Pin ${title} to ${change.provider}`,
          explanation: `Every order of it goes to ${change.provider}, even when another is cheaper; when ${change.provider} cannot take it, it is not sold.`,
          okText: 'Pin',
        };
  const { offer } = change;
  if (change.kind === 'switch')
    return {
      title: `${change.enabled ? 'Enable' : 'Disable'} ${offer.provider}'s offer`,
      explanation: change.enabled
        ? `${offer.provider} may sell ${title} at ${priceOf(offer)}.`
        : `${offer.provider} stops selling ${title}.`,
      okText: change.enabled ? 'Enable' : 'Disable',
      danger: !change.enabled,
    };
  const isCost = offer.cost !== null;
  return {
    title: `${offer.provider}'s ${isCost ? 'cost' : 'commission'} for ${title}`,
    explanation: isCost
      ? 'What this provider charges us for the plan, from its price list.'
      : 'What this provider keeps back for us on the face value, from its price list.',
    okText: 'Save',
    number: isCost
      ? { label: 'Cost in naira', initial: offer.cost, min: 0, max: 10_000_000, decimals: 2 }
      : {
          label: 'Commission in percent',
          initial: offer.commission,
          min: 0,
          max: 100,
          decimals: 2,
        },
  };
}

/** Each tier's margin against the cheapest enabled offer, with what to fix. */
function Margins({ offers }: { offers: ConsoleOffers }) {
  const unit = offers.plan_id === null ? '%' : '';
  return (
    <ResponsiveTable
      cardsLabel="Margins per tier"
      rowKey="level_id"
      size="small"
      pagination={false}
      dataSource={offers.margins}
      columns={[
        {
          key: 'tier',
          title: 'Tier',
          render: (_, tier) => LEVELS.find((level) => level.id === tier.level_id)?.title,
        },
        {
          key: 'margin',
          title: 'Margin on the cheapest',
          render: (_, tier) =>
            tier.margin === null ? (
              <Typography.Text type="secondary">No price</Typography.Text>
            ) : (
              <Typography.Text type={tier.warning ? 'danger' : undefined}>
                {unit ? `${tier.margin}%` : formatNaira(tier.margin)}
              </Typography.Text>
            ),
        },
        {
          key: 'warning',
          title: 'Warning',
          render: (_, tier) =>
            tier.warning && <Typography.Text type="danger">{tier.warning}</Typography.Text>,
        },
      ]}
    />
  );
}

/**
 * The offers of a plan or an amount-based package (`title` names it): each provider's cost, the
 * cheapest enabled one marked, the margin per tier against it, the owner's switches and the pin.
 */
export function OffersPanel({ of, title }: { of: OffersOf; title: string }) {
  const { data, error, isLoading } = useGetOffersQuery(of);
  const [setOffer] = useSetOfferMutation();
  const [setPin] = useSetPinMutation();
  const [change, setChange] = useState<Change>();

  if (isLoading) return <Spin description="Loading the offers..." />;
  if (!data) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;

  async function send(pending: Change, reason: string, number?: number) {
    if (pending.kind === 'pin')
      return refusal(await setPin({ of, provider: pending.provider, reason }));
    const id = pending.offer.id;
    if (pending.kind === 'switch')
      return refusal(await setOffer({ id, enabled: pending.enabled, reason }));
    const value = number ?? 0;
    return refusal(
      await setOffer(
        pending.offer.cost !== null
          ? { id, cost: value, reason }
          : { id, commission: value, reason },
      ),
    );
  }

  return (
    <section aria-label={`Offers of ${title}`}>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        {data.pinned_provider ? (
          <>
            <Tag color="blue">Pinned to {data.pinned_provider}</Tag>
            <Button size="small" onClick={() => setChange({ kind: 'pin', provider: null })}>
              Unpin
            </Button>
          </>
        ) : (
          <Typography.Text type="secondary">
            Not pinned: each order goes to the cheapest healthy provider.
          </Typography.Text>
        )}
      </Flex>
      <ResponsiveTable<ConsoleOffer>
        cardsLabel="Offers"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data.offers}
        columns={[
          {
            key: 'provider',
            title: 'Provider',
            render: (_, offer) => (
              <>
                <Typography.Text strong>{offer.provider}</Typography.Text>{' '}
                {offer.cheapest && <Tag color="green">Cheapest</Tag>}
                {!offer.provider_enabled && <Tag>Provider disabled</Tag>}
                {offer.provider_forced_down && <Tag color="red">Forced down</Tag>}
                <br />
                <Typography.Text type="secondary">{offer.provider_code}</Typography.Text>
              </>
            ),
          },
          {
            key: 'cost',
            title: data.plan_id === null ? 'Commission' : 'Cost',
            render: (_, offer) => (
              <Button
                type="link"
                size="small"
                aria-label={`${priceOf(offer)}: edit ${offer.provider}'s price`}
                onClick={() => setChange({ kind: 'price', offer })}
              >
                {priceOf(offer)}
              </Button>
            ),
          },
          {
            key: 'enabled',
            title: 'Enabled',
            render: (_, offer) => (
              <Switch
                aria-label={`Enabled: ${offer.provider}'s offer`}
                checked={offer.enabled}
                onChange={(enabled) => setChange({ kind: 'switch', offer, enabled })}
              />
            ),
          },
          {
            key: 'pin',
            title: 'Pin',
            render: (_, offer) =>
              data.pinned_provider !== offer.provider && (
                <Button
                  size="small"
                  onClick={() => setChange({ kind: 'pin', provider: offer.provider })}
                >
                  Pin to {offer.provider}
                </Button>
              ),
          },
        ]}
      />
      {data.margins.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Margin per tier
          </Typography.Title>
          <Margins offers={data} />
        </>
      )}
      {change && (
        <ChangeDialog
          {...dialogOf(change, title)}
          onSubmit={({ reason, number }) => send(change, reason, number)}
          onClose={() => setChange(undefined)}
        />
      )}
    </section>
  );
}
