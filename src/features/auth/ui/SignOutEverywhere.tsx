import { App, Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { loggedOut } from '@/entities/user';
import { errorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useAppDispatch } from '@/shared/lib/store';
import { useConfirm } from '@/shared/ui/confirm';
import { useSignOutEverywhereMutation } from '../api/authApi';

/**
 * For a lost phone or a token someone copied: ends every session of the account, this one too, and
 * every API key, then goes to the login page. The account's e-mail lists what was ended.
 */
export function SignOutEverywhere() {
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const confirm = useConfirm();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { notification } = App.useApp();

  const run = async () => {
    const sure = await confirm({
      title: 'Sign out everywhere?',
      content:
        'Every device signed in to your account, this one too, is signed out, and every API key stops working. We e-mail you what was ended.',
      okText: 'Sign out everywhere',
      cancelText: 'Cancel',
    });
    if (!sure) return;
    const result = await signOutEverywhere();
    if (result.error) {
      notification.error({ title: errorMessage(result.error) });
      return;
    }
    notification.success({ title: result.data.message ?? 'Signed out everywhere.' });
    dispatch(loggedOut());
    navigate(ROUTES.login, { replace: true });
  };

  return (
    <div>
      <Typography.Paragraph type="secondary">
        Lost a phone, or think someone else is signed in? End every session and every API key of
        your account at once.
      </Typography.Paragraph>
      <Button danger loading={isLoading} onClick={() => void run()}>
        Sign out everywhere
      </Button>
    </div>
  );
}
