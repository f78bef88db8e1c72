import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { Alert, App, Button, Input, Space } from 'antd';
import type { CreatedApiKey } from '@contract/api';
import { copyText } from '@/shared/lib/dom';
import styles from './api-keys.module.css';

/** The whole key, shown once right after it is created, with Copy and Done. */
export function NewApiKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { notification } = App.useApp();
  const copy = async () => {
    if (await copyText(created.key)) notification.success({ title: 'API key copied' });
    else
      notification.error({
        title: 'Could not copy the key',
        description: 'Select the key and copy it by hand.',
      });
  };
  return (
    <Alert
      className={styles.newKey}
      type="success"
      title={`Key "${created.name}" created`}
      description={
        <>
          <p className={styles.warning}>
            Copy this key now and keep it on your server. It will not be shown again.
          </p>
          <Space.Compact className={styles.copyRow}>
            <Input
              readOnly
              value={created.key}
              aria-label="New API key"
              onFocus={(event) => event.target.select()}
            />
            <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              Copy
            </Button>
          </Space.Compact>
          <Button className={styles.done} onClick={onDone}>
            Done
          </Button>
        </>
      }
    />
  );
}
