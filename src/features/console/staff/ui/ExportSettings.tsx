import { useState } from 'react';
import { App, Button, Card, Modal, Space, Typography } from 'antd';
import { Formik } from 'formik';
import { reasonProblem } from '@contract/rules';
import { formatDateTime } from '@contract/format';
import { useGetConsoleSettingsQuery } from '@/entities/staff-member';
import { errorMessage } from '@/shared/api';
import { FormikForm, SubmitButton, TextAreaField } from '@/shared/ui/form';
import { useChangeConsoleSettingsMutation } from '../api/staffManagementApi';

/**
 * Who may export: owners always; support the transaction list only when an owner allows it. The
 * change asks for a reason and is kept in the audit log.
 */
export function ExportSettings() {
  const { data: settings } = useGetConsoleSettingsQuery();
  const [change, changing] = useChangeConsoleSettingsMutation();
  const [asking, setAsking] = useState(false);
  const { notification } = App.useApp();
  const allowed = settings?.support_may_export_transactions ?? false;
  const action = allowed
    ? 'Stop support exporting transactions'
    : 'Allow support to export transactions';

  const submit = async ({ reason }: { reason: string }) => {
    const result = await change({
      support_may_export_transactions: !allowed,
      reason: reason.trim(),
    });
    if ('error' in result && result.error) {
      notification.error({ title: errorMessage(result.error) });
      return;
    }
    setAsking(false);
    notification.success({
      title: result.data.support_may_export_transactions
        ? 'Support may now export transactions.'
        : 'Support can no longer export transactions.',
    });
  };

  return (
    <Card title="Exports" size="small">
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Exports are for owners, and each one is kept in the audit log. You may let support export
          the transaction list (without providers, costs or margins); every other list stays with
          owners.
        </Typography.Paragraph>
        <Typography.Text strong role="status">
          {settings === undefined
            ? 'Reading the setting…'
            : allowed
              ? 'Support may export transactions.'
              : 'Support may not export transactions.'}
        </Typography.Text>
        {settings?.updated_at ? (
          <Typography.Text type="secondary">
            Last changed by {settings.updated_by ?? 'an owner'} on{' '}
            {formatDateTime(settings.updated_at)}.
          </Typography.Text>
        ) : null}
        <div>
          <Button disabled={settings === undefined} onClick={() => setAsking(true)}>
            {action}
          </Button>
        </div>
      </Space>
      <Modal
        open={asking}
        title={action}
        onCancel={() => setAsking(false)}
        footer={null}
        destroyOnHidden
      >
        <Formik<{ reason: string }>
          initialValues={{ reason: '' }}
          validate={({ reason }) => {
            const problem = reasonProblem(reason);
            return problem ? { reason: problem } : {};
          }}
          onSubmit={submit}
        >
          <FormikForm aria-label={action}>
            <TextAreaField name="reason" label="Reason" required rows={3} maxLength={500} />
            <SubmitButton busy={changing.isLoading}>{action}</SubmitButton>
          </FormikForm>
        </Formik>
      </Modal>
    </Card>
  );
}
