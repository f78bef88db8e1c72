import { useCallback, useState } from 'react';
import { Skeleton, Typography } from 'antd';
import type { ApiKeyProof, CreatedApiKey } from '@contract/api';
import { useGetTransactionPinQuery } from '@/shared/api';
import { site } from '@/shared/config';
import { ApiKeyList } from './ApiKeyList';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewApiKey } from './NewApiKey';
import { UnlockKeysForm } from './UnlockKeysForm';
import styles from './api-keys.module.css';

/**
 * Keys for calling the API from the user's own server, with a link to the documentation. Shown,
 * made and revoked only after the password (and the PIN when set) is typed on this visit; the
 * proof stays in this screen's memory and goes with each request.
 */
export function ApiKeysSection() {
  const [created, setCreated] = useState<CreatedApiKey>();
  const [proof, setProof] = useState<ApiKeyProof>();
  const pinState = useGetTransactionPinQuery();
  const lock = useCallback(() => setProof(undefined), []);

  const intro = (
    <Typography.Paragraph type="secondary" className={styles.intro}>
      Send a key in the <code>X-API-Key</code> header to buy, verify and read your balance and
      transactions from your own server. <a href={site.apiDocsUrl}>Getting started with the API</a>.
      Code written for another VTU host runs as it is with a key made in its format: change its base
      URL and token. See the <a href={`${site.apiDocsUrl}/msorg`}>MSORG</a> and{' '}
      <a href={`${site.apiDocsUrl}/adex`}>ADEX</a> format pages.
    </Typography.Paragraph>
  );

  if (!proof)
    return (
      <div>
        {intro}
        {pinState.isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <UnlockKeysForm
            hasPin={pinState.data?.has_transaction_pin ?? false}
            onUnlocked={setProof}
          />
        )}
      </div>
    );
  return (
    <div>
      {intro}
      {created ? (
        <NewApiKey created={created} onDone={() => setCreated(undefined)} />
      ) : (
        <CreateApiKeyForm proof={proof} onCreated={setCreated} />
      )}
      <h3 className={styles.subtitle}>Your keys</h3>
      <ApiKeyList proof={proof} onRefused={lock} />
    </div>
  );
}
