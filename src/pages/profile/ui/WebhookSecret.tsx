import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { App, Button, Input, Popconfirm, Space, Typography } from 'antd';
import { errorMessage } from '@/shared/api';
import { useRotateWebhookSecretMutation } from '../api/profileApi';
import styles from './profile.module.css';

/**
 * The key of the X-NairaTop-Signature header on webhooks: hidden until revealed, with Copy, and a
 * button replacing it (after a confirmation, since the customer's server must follow).
 */
export function WebhookSecret({ secret }: { secret: string }) {
  const { notification } = App.useApp();
  const [rotate, { isLoading }] = useRotateWebhookSecretMutation();

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(secret);
      notification.success({ title: 'Signing secret copied' });
    } catch {
      notification.error({
        title: 'Could not copy the secret',
        description: 'Reveal the secret and copy it by hand.',
      });
    }
  };

  const change = async () => {
    const result = await rotate();
    if (result.error) notification.error({ title: errorMessage(result.error) });
    else notification.success({ title: result.data.message ?? 'Webhook secret changed' });
  };

  return (
    <div>
      <h3 className={styles.subtitle}>Signing Secret</h3>
      <Space.Compact className={styles.copyRow}>
        <Input.Password
          readOnly
          value={secret}
          aria-label="Webhook signing secret"
          onFocus={(event) => event.target.select()}
        />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          Copy
        </Button>
      </Space.Compact>
      <Typography.Paragraph type="secondary" className={styles.hint}>
        We sign each webhook with HMAC-SHA256 of the body using this secret; compare it with the
        X-NairaTop-Signature header.
      </Typography.Paragraph>
      <Popconfirm
        title="Change the signing secret?"
        description="Webhooks are signed with the new secret from now on."
        okText="Yes"
        cancelText="No"
        onConfirm={change}
      >
        <Button loading={isLoading}>Change secret</Button>
      </Popconfirm>
    </div>
  );
}
