import { App, Checkbox } from 'antd';
import { errorMessage } from '@/shared/api';
import { useUpdateProfileMutation } from '../api/profileApi';

export const EMAIL_RECEIPTS_LABEL = 'E-mail me a receipt after each purchase';

/** Turns receipts by e-mail after each settled purchase on or off, saved at once. */
export function EmailReceiptsSetting({ on }: { on: boolean }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { message } = App.useApp();

  const change = async (checked: boolean) => {
    const result = await updateProfile({ webhook_url: '', email_receipts: checked });
    if (result.error) void message.error(errorMessage(result.error));
    else
      void message.success(
        checked ? 'Receipts will be e-mailed to you' : 'Receipt e-mails are off',
      );
  };

  return (
    <Checkbox
      checked={on}
      disabled={isLoading}
      onChange={(event) => void change(event.target.checked)}
    >
      {EMAIL_RECEIPTS_LABEL}
    </Checkbox>
  );
}
