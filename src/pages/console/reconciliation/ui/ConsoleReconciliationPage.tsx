import { Alert, Button, Card, Descriptions, Input, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LedgerCheckResult, ProviderDay, ReconciliationDay } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import {
  useGetReconciliationDayQuery,
  useRunLedgerCheckMutation,
} from '@/features/console/overview';
import { errorMessage } from '@/shared/api';
import { usePageTitle } from '@/shared/lib/dom';
import { TrendsBoard } from '@/features/console/trends';
import { DifferenceLists } from './DifferenceLists';

const MONEY_CHARTS = ['funding', 'liabilities'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR_MS = 3_600_000;

/** Yesterday in Lagos (UTC+1 all year): the last whole day, the one worth reconciling. */
const yesterdayInLagos = () =>
  new Date(Date.now() + HOUR_MS - 24 * HOUR_MS).toISOString().slice(0, 10);

const nairaOrDash = (value: number | null) => (value === null ? '—' : formatNaira(value));

/** A recorded balance with the time it was read (the day's last one may be hours old). */
function Balance({ point }: { point: ProviderDay['opening'] }) {
  if (!point) return <>No balance recorded</>;
  return (
    <>
      {formatNaira(point.balance)}{' '}
      <Typography.Text type="secondary">(read {formatDateTime(point.recorded_at)})</Typography.Text>
    </>
  );
}

/** What the provider's records say of our transactions, or why they could not be read. */
function Statement({ row }: { row: ProviderDay }) {
  if (row.statement_error || !row.differences)
    return (
      <Alert
        type="warning"
        showIcon
        title={`${row.provider}'s records could not be read`}
        description={row.statement_error}
      />
    );
  return (
    <>
      <DifferenceLists differences={row.differences} theirs={row.provider} />
      {row.unexplained ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {formatNaira(row.unexplained)} of the difference is not explained by our transactions
          {row.whole_day ? '' : ` (${row.provider} lists no day: only ours were looked up)`}: a
          top-up, or a transaction we never sent.
        </Typography.Paragraph>
      ) : null}
    </>
  );
}

/** Each provider's day: our cost against its balance and its records, one column on phones. */
function ProviderDays({ providers }: { providers: ProviderDay[] }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {providers.map((row) => (
        <Card key={row.name} size="small" title={row.provider}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <ProviderFigures row={row} />
            <Statement row={row} />
          </Space>
        </Card>
      ))}
    </Space>
  );
}

function ProviderFigures({ row }: { row: ProviderDay }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        {
          key: 'cost',
          label: 'Our delivered cost',
          children: `${formatNaira(row.delivered_cost)} (${row.delivered_count})`,
        },
        {
          key: 'movement',
          label: 'Balance used',
          children: nairaOrDash(row.balance_movement),
        },
        { key: 'opening', label: 'Balance before', children: <Balance point={row.opening} /> },
        { key: 'closing', label: 'Balance after', children: <Balance point={row.closing} /> },
        {
          key: 'difference',
          label: 'Difference',
          children:
            row.difference === null ? (
              'Needs a balance recorded before and after the day'
            ) : (
              <Typography.Text type={row.difference === 0 ? 'success' : 'danger'}>
                {formatNaira(row.difference)}
              </Typography.Text>
            ),
        },
      ]}
    />
  );
}

/** One payments provider's funding of the day (Monnify's, Paystack's) against its records. */
function Funding({
  funding,
  name = 'Monnify',
}: {
  funding: ReconciliationDay['funding'];
  name?: 'Monnify' | 'Paystack';
}) {
  const line = (value: ReconciliationDay['funding']['card']) =>
    `${formatNaira(value.credited)} credited (${value.count})` +
    (value.provider === null ? '' : `; ${name} received ${formatNaira(value.provider)}`) +
    (value.provider !== null && value.provider !== value.credited ? ' — they differ' : '');
  return (
    <Card size="small" title={`${name}: funding`}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'card', label: 'Card', children: line(funding.card) },
          { key: 'transfers', label: 'Bank transfers', children: line(funding.transfers) },
        ]}
      />
      <Typography.Paragraph type="secondary">{funding.provider_source}</Typography.Paragraph>
      {funding.differences ? (
        <DifferenceLists differences={funding.differences} theirs={name} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={`${name}'s records could not be read`}
          description={funding.statement_error}
        />
      )}
    </Card>
  );
}

function LedgerCheck() {
  const [run, { data, error, isLoading }] = useRunLedgerCheckMutation();
  const result = (check: LedgerCheckResult) =>
    check.mismatches.length === 0 ? (
      <Alert
        type="success"
        showIcon
        title={`Every balance matches its ledger entries (${check.users_checked} users, ${formatDateTime(check.checked_at)}).`}
      />
    ) : (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={
          check.mismatches.length === 1
            ? '1 balance does not match its ledger entries'
            : `${check.mismatches.length} balances do not match their ledger entries`
        }
        description={
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {check.mismatches.map((m) => (
              <li key={m.user_id}>
                User {m.user_id}: wallet {formatNaira(m.wallet_balance)} against entries{' '}
                {formatNaira(m.wallet_entries)}; bonus {formatNaira(m.bonus)} against{' '}
                {formatNaira(m.bonus_entries)}
              </li>
            ))}
          </ul>
        }
      />
    );
  return (
    <Card size="small" title="Ledger check">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          Checks that every wallet and bonus balance equals the sum of its ledger entries, as the
          ledger:check command does.
        </Typography.Text>
        <Button onClick={() => void run()} loading={isLoading}>
          Run the ledger check
        </Button>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
        {data ? result(data) : null}
      </Space>
    </Card>
  );
}

/** The day, typed as YYYY-MM-DD; each complete, valid day typed is shown at once. */
function DayField({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const [draft, setDraft] = useState(day);
  return (
    <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <span>Day (Lagos)</span>
      <Input
        value={draft}
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        maxLength={10}
        style={{ width: 140 }}
        onChange={(event) => {
          setDraft(event.target.value);
          if (DAY.test(event.target.value) && !Number.isNaN(Date.parse(event.target.value)))
            onDay(event.target.value);
        }}
      />
    </label>
  );
}

/** One Lagos day against the providers, and the ledger check (owners). */
export function ConsoleReconciliationPage() {
  usePageTitle('Reconciliation');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('day') ?? '';
  const day = DAY.test(asked) ? asked : yesterdayInLagos();
  const { data, error, isFetching } = useGetReconciliationDayQuery(day);
  return (
    <>
      <Typography.Title level={1}>Reconciliation</Typography.Title>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <DayField day={day} onDay={(next) => setSearch({ day: next })} />
        {/* one stable slot: what loads here never remounts the ledger check below */}
        <div>
          {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
          {isFetching && !data ? <Skeleton active /> : null}
          {data ? (
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                Each bills provider: what our delivered purchases cost against how its balance moved
                (recorded every 15 minutes and at each Lagos midnight; a top-up during the day shows
                as a difference), and against its own record of each of our purchases.
              </Typography.Paragraph>
              <ProviderDays providers={data.providers} />
              <Funding funding={data.funding} />
              {data.paystack_funding ? (
                <Funding funding={data.paystack_funding} name="Paystack" />
              ) : null}
            </Space>
          ) : null}
        </div>
        <LedgerCheck />
        <TrendsBoard title="Money trends" charts={MONEY_CHARTS} />
      </Space>
    </>
  );
}
