import { useState } from 'react';
import { DatePicker, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatDateTime } from '@contract/format';
import type { AuditEntry, AuditQuery } from '@contract/api/console';
import { Link } from 'react-router-dom';
import { ConsoleExportButton, useListStaffQuery } from '@/entities/staff-member';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useGetAuditActionsQuery, useGetAuditLogQuery } from '../api/auditApi';
import styles from './audit-log.module.css';

const DAY = 'YYYY-MM-DD';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

/** Every staff action, newest first: who, when, what, on whom, why, before and after. */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditQuery>({ page: 1, page_size: 20 });
  const { data, isFetching } = useGetAuditLogQuery(filters);
  const { data: staff = [] } = useListStaffQuery();
  const { data: actions = [] } = useGetAuditActionsQuery();
  const { page: _page, page_size: _pageSize, ...exportFilters } = filters;
  const refine = (change: Partial<AuditQuery>) =>
    setFilters((current) => ({ ...current, ...change, page: 1 }));

  return (
    <>
      <Space wrap className={styles.filters}>
        <Select<number>
          allowClear
          aria-label="Staff member"
          placeholder="Any staff member"
          className={styles.filter}
          options={staff.map((member) => ({ value: member.id, label: member.email }))}
          onChange={(staffId) => refine({ staff_id: staffId })}
        />
        <Select<string>
          allowClear
          aria-label="Action"
          placeholder="Any action"
          className={styles.filter}
          options={actions.map((action) => ({ value: action, label: action }))}
          onChange={(action) => refine({ action })}
        />
        <DatePicker.RangePicker
          aria-label="Dates"
          onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
            refine({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })
          }
        />
        <ConsoleExportButton
          list="audit-log"
          path="console/audit"
          query={exportFilters}
          what="the audit log"
        />
      </Space>
      <ResponsiveTable<AuditEntry>
        cardsLabel="Audit log entries"
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.data ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: filters.page,
          pageSize: filters.page_size,
          total: data?.meta.count ?? 0,
          onChange: (page, pageSize) =>
            setFilters((current) => ({ ...current, page, page_size: pageSize })),
        }}
        columns={[
          { title: 'When', dataIndex: 'created_at', render: formatDateTime, width: 170 },
          { title: 'Who', dataIndex: 'staff_email' },
          { title: 'Action', dataIndex: 'action' },
          {
            title: 'Subject',
            key: 'subject',
            render: (_: unknown, entry) =>
              entry.subject_type === 'user' ? (
                <Link to={CONSOLE_ROUTES.customer(entry.subject_id)}>user {entry.subject_id}</Link>
              ) : entry.subject_type === 'transaction' ? (
                <Link to={CONSOLE_ROUTES.transaction(entry.subject_id)}>{entry.subject_id}</Link>
              ) : (
                `${entry.subject_type} ${entry.subject_id}`
              ),
          },
          {
            title: 'Reason',
            dataIndex: 'reason',
            render: (reason: string | null) => reason ?? '—',
          },
          {
            title: 'Before → after',
            key: 'change',
            render: (_: unknown, entry) => (
              <Typography.Text className={styles.change}>
                {show(entry.before)} → {show(entry.after)}
              </Typography.Text>
            ),
          },
        ]}
      />
    </>
  );
}
