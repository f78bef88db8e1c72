import { useState } from 'react';
import { Typography } from 'antd';
import type { CreatedApiKey } from '@contract/api';
import { site } from '@/shared/config';
import { ApiKeyList } from './ApiKeyList';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewApiKey } from './NewApiKey';
import styles from './api-keys.module.css';

/** Keys for calling the API from the user's own server, with a link to the documentation. */
export function ApiKeysSection() {
  const [created, setCreated] = useState<CreatedApiKey>();
  return (
    <div>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        Send a key in the <code>X-API-Key</code> header to buy, verify and read your balance and
        transactions from your own server.{' '}
        <a href={site.apiDocsUrl}>Getting started with the API</a>.
      </Typography.Paragraph>
      {created ? (
        <NewApiKey created={created} onDone={() => setCreated(undefined)} />
      ) : (
        <CreateApiKeyForm onCreated={setCreated} />
      )}
      <h3 className={styles.subtitle}>Your keys</h3>
      <ApiKeyList />
    </div>
  );
}
