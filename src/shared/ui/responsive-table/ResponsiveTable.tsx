import { isValidElement, type Key, type ReactNode } from 'react';
import { Pagination, Spin, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useIsPhone } from '@/shared/lib/dom';
import styles from './responsive-table.module.css';

interface CardsLabel {
  /** names the list of cards for screen readers, e.g. "Transactions" */
  cardsLabel: string;
}

/*
 * Internally every row is an `object`: the props are cast once at the entry (spreading antd's
 * generic TableProps<Row> into a generic Table makes the compiler run out of memory).
 */
type AnyRow = object;

function valueAt(row: AnyRow, dataIndex: ColumnType<AnyRow>['dataIndex']): unknown {
  if (dataIndex === undefined) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<string | number, unknown>)[key as string | number]
        : undefined,
    row,
  );
}

/** What a column shows for a row, as the table would draw it. */
function cellOf(column: ColumnType<AnyRow>, row: AnyRow, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex);
  if (!column.render) return value as ReactNode;
  const drawn = column.render(value, row, index) as unknown;
  // a render may answer { children, props } (cell spans); a card wants the children
  if (drawn !== null && typeof drawn === 'object' && !isValidElement(drawn) && 'children' in drawn)
    return (drawn as { children: ReactNode }).children;
  return drawn as ReactNode;
}

function keyOf(row: AnyRow, rowKey: TableProps<AnyRow>['rowKey'], index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const value = valueAt(row, rowKey ?? 'key');
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

function Cards({ cardsLabel, table }: CardsLabel & { table: TableProps<AnyRow> }) {
  const columns = (table.columns ?? []).filter(
    (column): column is ColumnType<AnyRow> => !('children' in column),
  );
  const titled = columns.filter((column) => column.title);
  const untitled = columns.filter((column) => !column.title);
  const rows = table.dataSource ?? [];
  const loading = typeof table.loading === 'object' ? table.loading.spinning : table.loading;
  const empty = table.locale?.emptyText;
  const pagination = table.pagination;
  return (
    <Spin spinning={Boolean(loading)}>
      {rows.length ? (
        <ul className={styles.list} aria-label={cardsLabel}>
          {rows.map((row, index) => (
            <li key={keyOf(row, table.rowKey, index)} className={styles.card}>
              <dl className={styles.fields}>
                {titled.map((column, at) => (
                  <div key={String(column.key ?? column.dataIndex ?? at)} className={styles.field}>
                    <dt>{typeof column.title === 'function' ? null : column.title}</dt>
                    <dd>{cellOf(column, row, index)}</dd>
                  </div>
                ))}
              </dl>
              {untitled.map((column, at) => (
                <div key={String(column.key ?? at)} className={styles.foot}>
                  {cellOf(column, row, index)}
                </div>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{typeof empty === 'function' ? null : (empty ?? 'No data')}</p>
      )}
      {pagination ? (
        <Pagination
          className={styles.pager}
          {...pagination}
          hideOnSinglePage={pagination.hideOnSinglePage ?? true}
        />
      ) : null}
    </Spin>
  );
}

/**
 * A table from the tablet breakpoint, a card per row below it (as the customer's history): each
 * titled column becomes a labelled line of the card, in the table's order; untitled columns
 * (actions) go at the card's foot. Paging, loading and the empty text carry over.
 */
export function ResponsiveTable<Row extends object>(props: TableProps<Row> & CardsLabel) {
  const isPhone = useIsPhone();
  const table: TableProps<AnyRow> = { ...(props as unknown as TableProps<AnyRow>) };
  delete (table as Partial<CardsLabel>).cardsLabel;
  if (!isPhone) return <Table<AnyRow> {...table} />;
  return <Cards cardsLabel={props.cardsLabel} table={table} />;
}
