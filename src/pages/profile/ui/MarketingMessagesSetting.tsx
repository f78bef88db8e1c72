import { App, Checkbox } from 'antd';
import { errorMessage } from '@/shared/api';
import {
  useGetMarketingPreferenceQuery,
  useSetMarketingPreferenceMutation,
} from '../api/marketingApi';

export const MARKETING_MESSAGES_LABEL = 'Send me offers and news by e-mail and SMS';

/** Marketing messages on or off, saved at once; receipts and security messages are not affected. */
export function MarketingMessagesSetting() {
  const { data } = useGetMarketingPreferenceQuery();
  const [setPreference, { isLoading }] = useSetMarketingPreferenceMutation();
  const { message } = App.useApp();

  const change = async (checked: boolean) => {
    const result = await setPreference({ marketing_messages: checked });
    if (result.error) void message.error(errorMessage(result.error));
    else
      void message.success(
        checked
          ? 'You will get our offers and news'
          : 'You will no longer receive marketing messages',
      );
  };

  return (
    <Checkbox
      checked={data?.marketing_messages ?? false}
      disabled={!data || isLoading}
      onChange={(event) => void change(event.target.checked)}
    >
      {MARKETING_MESSAGES_LABEL}
    </Checkbox>
  );
}
