import { App, Checkbox } from 'antd';
import { errorMessage } from '@/shared/api';
import { useUpdateProfileMutation } from '../api/profileApi';

export const CABLE_REMINDERS_LABEL = 'E-mail me 3 days before my TV subscription is due';

/** Turns the cable renewal reminders on or off, saved at once. */
export function CableRemindersSetting({ on }: { on: boolean }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { message } = App.useApp();

  const change = async (checked: boolean) => {
    const result = await updateProfile({ webhook_url: '', cable_reminders: checked });
    if (result.error) void message.error(errorMessage(result.error));
    else
      void message.success(
        checked ? 'TV renewal reminders are on' : 'TV renewal reminders are off',
      );
  };

  return (
    <Checkbox
      checked={on}
      disabled={isLoading}
      onChange={(event) => void change(event.target.checked)}
    >
      {CABLE_REMINDERS_LABEL}
    </Checkbox>
  );
}
