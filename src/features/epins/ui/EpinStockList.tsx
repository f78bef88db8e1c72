import { EPIN_ROUTES } from '../config/routes';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import type { EpinBatch } from '@contract/api';
import { formatDateTime, formatNaira } from '@contract/format';
import { NETWORK_BRANDS } from '@/entities/epin-card';
import { TransactionStatusBadge } from '@/entities/transaction';
import { errorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { NativeSelect } from '@/shared/ui/form';
import { LinkButton } from '@/shared/ui/link-button';
import { Notice } from '@/shared/ui/notice';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useGetEpinStockQuery } from '../api/epinsApi';
import { batchTitle, deliveredOf } from '../model/cards';
import {
  filtersOf,
  NETWORK_OPTIONS,
  PRINTED_OPTIONS,
  SOLD_OPTIONS,
  stockQueryOf,
  valueOptions,
  type StockFilters,
} from '../model/stock-filters';
import styles from './epins.module.css';

const columns: ColumnsType<EpinBatch> = [
  { title: 'Bought', dataIndex: 'created_at', render: (at: string) => formatDateTime(at) },
  {
    title: 'Network',
    dataIndex: 'network',
    render: (network: EpinBatch['network']) => NETWORK_BRANDS[network].name,
  },
  {
    title: 'Cards',
    key: 'cards',
    render: (_, batch) => <Link to={EPIN_ROUTES.batch(batch.id)}>{batchTitle(batch)}</Link>,
  },
  { title: 'Delivered', key: 'delivered', render: (_, batch) => deliveredOf(batch) },
  { title: 'Printed', dataIndex: 'printed' },
  { title: 'Sold', dataIndex: 'sold' },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: EpinBatch['status']) => <TransactionStatusBadge status={status} />,
  },
];

function Filter({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: keyof StockFilters;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (name: keyof StockFilters, value: string) => void;
}) {
  const id = `epin-filter-${name}`;
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <NativeSelect
        id={id}
        value={value}
        options={options}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </div>
  );
}

/**
 * The printable cards bought, a batch a row (newest first), filtered by network, value, printed
 * and sold, with the unsold cards' count, face value and cost over the filtered batches. A batch
 * opens its cards. No PIN is read here.
 */
export function EpinStockList() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const stock = useGetEpinStockQuery(stockQueryOf(filters));
  // the value choices come from the whole stock, whatever is filtered
  const whole = useGetEpinStockQuery({});

  const change = (name: keyof StockFilters, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const totals = stock.data?.totals;
  return (
    <div className={styles.stack}>
      <form
        aria-label="Filter batches"
        className={styles.filters}
        onSubmit={(e) => e.preventDefault()}
      >
        <Filter
          name="network"
          label="Network"
          value={filters.network}
          options={NETWORK_OPTIONS}
          onChange={change}
        />
        <Filter
          name="value"
          label="Value"
          value={filters.value}
          options={valueOptions(whole.data?.batches ?? [])}
          onChange={change}
        />
        <Filter
          name="printed"
          label="Printed"
          value={filters.printed}
          options={PRINTED_OPTIONS}
          onChange={change}
        />
        <Filter
          name="sold"
          label="Marked sold"
          value={filters.sold}
          options={SOLD_OPTIONS}
          onChange={change}
        />
      </form>
      {stock.error && <Notice type="error" title={errorMessage(stock.error)} />}
      {totals && (
        <section aria-label="Unsold cards">
          <dl className={styles.totals}>
            <div>
              <dt>Unsold cards</dt>
              <dd>{totals.unsold_cards}</dd>
            </div>
            <div>
              <dt>Their face value</dt>
              <dd>{formatNaira(totals.unsold_value)}</dd>
            </div>
            <div>
              <dt>What they cost you</dt>
              <dd>{formatNaira(totals.unsold_cost)}</dd>
            </div>
          </dl>
        </section>
      )}
      <ResponsiveTable
        cardsLabel="Batches"
        aria-label="Batches"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={stock.data?.batches ?? []}
        loading={stock.isFetching}
        pagination={false}
        locale={{ emptyText: 'No batches here yet.' }}
      />
      <div>
        <LinkButton to={ROUTES.epins}>Buy recharge cards</LinkButton>
      </div>
    </div>
  );
}
