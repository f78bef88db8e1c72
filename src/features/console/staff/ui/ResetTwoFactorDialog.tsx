import { App, Modal, Typography } from 'antd';
import { Formik } from 'formik';
import { reasonProblem } from '@contract/rules';
import type { StaffMember } from '@contract/api/console';
import { errorMessage } from '@/shared/api';
import { FormikForm, SubmitButton, TextAreaField } from '@/shared/ui/form';
import { useResetStaffTwoFactorMutation } from '../api/staffManagementApi';

export const RESET_TWO_FACTOR = 'Reset two-factor sign-in';

/**
 * An owner resets another member's two-factor sign-in (a lost phone) with a reason, kept in the
 * audit log and e-mailed to the member. Open while `member` is set.
 */
export function ResetTwoFactorDialog({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  const [reset, resetting] = useResetStaffTwoFactorMutation();
  const { notification } = App.useApp();

  const submit = async ({ reason }: { reason: string }) => {
    if (!member) return;
    const result = await reset({ id: member.id, reason: reason.trim() });
    if ('error' in result && result.error) {
      notification.error({ title: errorMessage(result.error) });
      return;
    }
    onClose();
    notification.success({ title: `Two-factor sign-in of ${member.email} reset.` });
  };

  return (
    <Modal
      open={member !== null}
      title={RESET_TWO_FACTOR}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {member?.email} sets it up again with a new authenticator at their next console visit. They
        are e-mailed that you reset it, with your reason.
      </Typography.Paragraph>
      <Formik<{ reason: string }>
        initialValues={{ reason: '' }}
        validate={({ reason }) => {
          const problem = reasonProblem(reason);
          return problem ? { reason: problem } : {};
        }}
        onSubmit={submit}
      >
        <FormikForm aria-label={RESET_TWO_FACTOR}>
          <TextAreaField name="reason" label="Reason" required rows={3} maxLength={500} />
          <SubmitButton busy={resetting.isLoading}>{RESET_TWO_FACTOR}</SubmitButton>
        </FormikForm>
      </Formik>
    </Modal>
  );
}
