import { useState } from 'react';
import { Button, Col, Input, Row, Select, Space } from 'antd';
import { SERVICES } from '@contract/services';
import { sentenceCase } from '@contract/format';
import { filterValuesOf, STATUSES, type FilterValues } from '../model/filters';
import styles from './console-transactions.module.css';

interface TransactionFiltersProps {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

const SERVICE_OPTIONS = [
  { value: '', label: 'Any service' },
  ...SERVICES.map((service) => ({ value: String(service.categoryId), label: service.label })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...STATUSES.map((status) => ({ value: status, label: sentenceCase(status) })),
];
const EMPTY: FilterValues = filterValuesOf(new URLSearchParams());

/** Service, status, days, amount, reference and e-mail; applied together (keyed by the address). */
export function TransactionFilters({ values, onApply }: TransactionFiltersProps) {
  const [draft, setDraft] = useState(values);
  const set = (field: keyof FilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  // two to a row on a phone, four on a desk
  const field = (name: keyof FilterValues, label: string, input: React.ReactNode) => (
    <Col xs={12} lg={6}>
      <label className={styles.filterLabel} htmlFor={`filter-${name}`}>
        {label}
      </label>
      {input}
    </Col>
  );
  const text = (name: keyof FilterValues, props: React.ComponentProps<typeof Input> = {}) => (
    <Input
      id={`filter-${name}`}
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      onPressEnter={() => onApply(draft)}
      {...props}
    />
  );

  return (
    <section className={styles.filters} role="search" aria-label="Filter transactions">
      <Row gutter={[12, 12]}>
        {field(
          'service',
          'Service',
          <Select
            id="filter-service"
            className={styles.fill}
            value={draft.service}
            options={SERVICE_OPTIONS}
            onChange={set('service')}
          />,
        )}
        {field(
          'status',
          'Status',
          <Select
            id="filter-status"
            className={styles.fill}
            value={draft.status}
            options={STATUS_OPTIONS}
            onChange={set('status')}
          />,
        )}
        {field('from', 'From day', text('from', { type: 'date' }))}
        {field('to', 'To day', text('to', { type: 'date' }))}
        {field('min_amount', 'From ₦', text('min_amount', { inputMode: 'decimal' }))}
        {field('max_amount', 'To ₦', text('max_amount', { inputMode: 'decimal' }))}
        {field('tx_ref', 'Reference', text('tx_ref'))}
        {field('email', 'Customer e-mail', text('email', { type: 'email' }))}
      </Row>
      <Space className={styles.filterActions}>
        <Button type="primary" onClick={() => onApply(draft)}>
          Apply filters
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          Clear
        </Button>
      </Space>
    </section>
  );
}
