import { useState } from 'react';
import { App, Button, Card, Flex, Select, Space, Tag } from 'antd';
import { Formik } from 'formik';
import { formatDateTime } from '@contract/format';
import type { StaffMember, StaffRole } from '@contract/api/console';
import {
  ConsoleExportButton,
  ROLE_LABELS,
  useGetConsoleMeQuery,
  useListStaffQuery,
} from '@/entities/staff-member';
import { errorMessage } from '@/shared/api';
import { FormikForm, SelectField, SubmitButton, TextField } from '@/shared/ui/form';
import { useConfirm } from '@/shared/ui/confirm';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import {
  useAddStaffMutation,
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
} from '../api/staffManagementApi';
import { ExportSettings } from './ExportSettings';
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog';

const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as StaffRole[]).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/** Owners add staff by e-mail, change their role or remove it (which signs them out everywhere). */
export function StaffManager() {
  const { data: staff = [], isFetching } = useListStaffQuery();
  const { data: me } = useGetConsoleMeQuery();
  const [add, adding] = useAddStaffMutation();
  const [changeRole] = useChangeStaffRoleMutation();
  const [remove] = useRemoveStaffMutation();
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const confirm = useConfirm();
  const { notification } = App.useApp();

  const report = (result: { error?: unknown; data?: unknown }, success: string) => {
    if (result.error) notification.error({ title: errorMessage(result.error as never) });
    else notification.success({ title: success });
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title="Add a staff member" size="small">
        <Formik<{ email: string; role: StaffRole }>
          initialValues={{ email: '', role: 'support' }}
          validate={(values) =>
            /^\S+@\S+\.\S+$/.test(values.email.trim())
              ? {}
              : { email: 'Enter the e-mail they registered with.' }
          }
          onSubmit={async (values, helpers) => {
            const result = await add({ email: values.email.trim(), role: values.role });
            report(result, `${values.email.trim()} added as ${ROLE_LABELS[values.role]}.`);
            if (!('error' in result && result.error)) helpers.resetForm();
          }}
        >
          <FormikForm aria-label="Add a staff member">
            <TextField name="email" label="E-mail of a registered user" type="email" />
            <SelectField name="role" label="Role" options={ROLE_OPTIONS} />
            <SubmitButton busy={adding.isLoading}>Add</SubmitButton>
          </FormikForm>
        </Formik>
      </Card>
      <Flex justify="end">
        <ConsoleExportButton list="staff" path="console/staff" what="the staff list" />
      </Flex>
      <ResponsiveTable<StaffMember>
        cardsLabel="Staff"
        rowKey="id"
        loading={isFetching}
        dataSource={staff}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'E-mail', dataIndex: 'email' },
          {
            title: 'Role',
            dataIndex: 'role',
            render: (role: StaffRole, member) => (
              <Select<StaffRole>
                aria-label={`Role of ${member.email}`}
                value={role}
                options={ROLE_OPTIONS}
                disabled={member.id === me?.id}
                onChange={async (next) => {
                  const yes = await confirm({
                    title: `Make ${member.email} ${ROLE_LABELS[next]}? They will be signed out everywhere.`,
                  });
                  if (yes) report(await changeRole({ id: member.id, role: next }), 'Role changed.');
                }}
              />
            ),
          },
          {
            title: 'Two-factor',
            key: 'two-factor',
            render: (_: unknown, member) => (
              <Space size={4} wrap>
                <Tag color={member.two_factor ? 'green' : 'default'}>
                  {member.two_factor ? 'On' : 'Off'}
                </Tag>
                {member.two_factor && member.id !== me?.id && (
                  <Button
                    size="small"
                    aria-label={`Reset two-factor sign-in of ${member.email}`}
                    onClick={() => setResetting(member)}
                  >
                    Reset
                  </Button>
                )}
              </Space>
            ),
          },
          { title: 'Since', dataIndex: 'created_at', render: formatDateTime },
          {
            title: 'Remove',
            key: 'remove',
            render: (_: unknown, member) => (
              <Button
                danger
                disabled={member.id === me?.id}
                onClick={async () => {
                  const yes = await confirm({
                    title: `Remove ${member.email} from the staff? They will be signed out everywhere.`,
                  });
                  if (yes)
                    report(await remove(member.id), `${member.email} removed from the staff.`);
                }}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
      <ResetTwoFactorDialog member={resetting} onClose={() => setResetting(null)} />
      <ExportSettings />
    </Space>
  );
}
