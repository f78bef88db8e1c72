import { App, Button, Empty, Skeleton } from 'antd';
import type { ApiKey } from '@contract/api';
import { errorMessage } from '@/shared/api';
import { formatDateTime } from '@contract/format';
import { useConfirm } from '@/shared/ui/confirm';
import { useGetApiKeysQuery, useRevokeApiKeyMutation } from '../api/apiKeysApi';
import { describeAllowList } from '../model/allow-list';
import styles from './api-keys.module.css';

function KeyDetails({ apiKey }: { apiKey: ApiKey }) {
  return (
    <dl className={styles.details}>
      <dt>Key</dt>
      <dd>
        <code>{apiKey.prefix}…</code>
      </dd>
      <dt>Created</dt>
      <dd>{formatDateTime(apiKey.created_at)}</dd>
      <dt>Last used</dt>
      <dd>{apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : 'Never'}</dd>
      <dt>Allowed IPs</dt>
      <dd>{describeAllowList(apiKey.allowed_ips)}</dd>
    </dl>
  );
}

/** The active keys, each with Revoke (after the one confirmation dialog). */
export function ApiKeyList() {
  const { data: keys, isLoading } = useGetApiKeysQuery();
  const [revoke] = useRevokeApiKeyMutation();
  const confirm = useConfirm();
  const { notification } = App.useApp();

  const revokeKey = async (apiKey: ApiKey) => {
    const sure = await confirm({
      title: `Revoke "${apiKey.name}"?`,
      content: 'Requests made with this key are refused from now on. This cannot be undone.',
      okText: 'Revoke',
      cancelText: 'Keep',
    });
    if (!sure) return;
    const result = await revoke(apiKey.id);
    if (result.error) notification.error({ title: errorMessage(result.error) });
    else notification.success({ title: result.data.message ?? 'API key revoked.' });
  };

  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!keys?.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No API keys yet" />;
  return (
    <ul aria-label="Your API keys" className={styles.list}>
      {keys.map((apiKey) => (
        <li key={apiKey.id} className={styles.item}>
          <div className={styles.itemHead}>
            <strong>{apiKey.name}</strong>
            <Button
              danger
              size="small"
              aria-label={`Revoke ${apiKey.name}`}
              onClick={() => void revokeKey(apiKey)}
            >
              Revoke
            </Button>
          </div>
          <KeyDetails apiKey={apiKey} />
        </li>
      ))}
    </ul>
  );
}
