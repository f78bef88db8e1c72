import { App, Button, Empty, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { API_KEY_FORMAT_NAMES } from '@contract/constants';
import type { ApiKey, ApiKeyProof } from '@contract/api';
import { errorMessage } from '@/shared/api';
import { formatDateTime, formatNaira } from '@contract/format';
import { useConfirm } from '@/shared/ui/confirm';
import { useListApiKeysQuery, useRevokeApiKeyMutation } from '../api/apiKeysApi';
import { describeAllowList } from '../model/allow-list';
import { PlanMapEditor } from './PlanMapEditor';
import { TestOrders } from './TestOrders';
import styles from './api-keys.module.css';

/** What the key may spend: nothing (read-only), up to its daily cap, or no cap. */
const describeSpending = (apiKey: ApiKey) =>
  apiKey.test
    ? 'Test key: its orders are answered by the sandbox, no money moves'
    : apiKey.read_only
      ? 'Read-only: no purchases or SMS'
      : apiKey.daily_cap === null
        ? 'No daily cap'
        : `Up to ${formatNaira(apiKey.daily_cap)} in any 24 hours`;

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
      <dd>
        {apiKey.last_used_at
          ? `${formatDateTime(apiKey.last_used_at)}${apiKey.last_used_ip ? ` from ${apiKey.last_used_ip}` : ''}`
          : 'Never'}
      </dd>
      <dt>Allowed IPs</dt>
      <dd>{describeAllowList(apiKey.allowed_ips)}</dd>
      <dt>Spending</dt>
      <dd>{describeSpending(apiKey)}</dd>
      <dt>Format</dt>
      <dd>
        {apiKey.format === 'nairatop'
          ? 'NairaTop API'
          : `${API_KEY_FORMAT_NAMES[apiKey.format]}, at /api with Authorization: Token`}
      </dd>
    </dl>
  );
}

/**
 * The active keys, each with Revoke (after the one confirmation dialog). A proof the server no
 * longer takes (the PIN locked meanwhile) closes the screen again through `onRefused`.
 */
export function ApiKeyList({ proof, onRefused }: { proof: ApiKeyProof; onRefused: () => void }) {
  const { data: keys, isLoading, error } = useListApiKeysQuery(proof);
  const [revoke] = useRevokeApiKeyMutation();
  const confirm = useConfirm();
  const { notification } = App.useApp();
  const [mapping, setMapping] = useState<ApiKey>();
  const [reading, setReading] = useState<ApiKey>();

  useEffect(() => {
    if (!error) return;
    notification.error({ title: errorMessage(error) });
    onRefused();
  }, [error, notification, onRefused]);

  const revokeKey = async (apiKey: ApiKey) => {
    const sure = await confirm({
      title: `Revoke "${apiKey.name}"?`,
      content: 'Requests made with this key are refused from now on. This cannot be undone.',
      okText: 'Revoke',
      cancelText: 'Keep',
    });
    if (!sure) return;
    const result = await revoke({ id: apiKey.id, proof });
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
            {apiKey.format !== 'nairatop' && (
              <Button
                size="small"
                aria-label={`Plan map of ${apiKey.name}`}
                onClick={() => setMapping(apiKey)}
              >
                Plan map
              </Button>
            )}
            {apiKey.test && (
              <Button
                size="small"
                aria-label={`Test orders of ${apiKey.name}`}
                onClick={() => setReading(apiKey)}
              >
                Test orders
              </Button>
            )}
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
      {reading && (
        <TestOrders
          keyId={reading.id}
          keyName={reading.name}
          onClose={() => setReading(undefined)}
        />
      )}
      {mapping && (
        <PlanMapEditor
          keyId={mapping.id}
          keyName={mapping.name}
          onClose={() => setMapping(undefined)}
        />
      )}
    </ul>
  );
}
