import { useState } from 'react';
import { Alert, App, Collapse, Flex, Typography } from 'antd';
import { useGetUserQuery } from '@/entities/user';
import { DELAYS_MS } from '@/shared/config';
import { browserNavigation } from '@/shared/lib/navigation';
import { useAfterDelay } from '@/shared/lib/timing';
import { BANKS, accountsOf, chargesOf, type BankOption } from '../model/banks';
import { AccountDetails } from './AccountDetails';
import { VirtualAccountForm } from './VirtualAccountForm';

function BankPanel({
  bank,
  onCreated,
}: {
  bank: BankOption;
  onCreated: (message: string) => void;
}) {
  const { data: user } = useGetUserQuery();
  const accounts = accountsOf(user, bank);
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">Bank charges: {chargesOf(user, bank)}</Typography.Text>
      {accounts.length > 0 ? (
        <>
          <Typography.Text>
            Transfer any amount to this account and your wallet is credited automatically.
          </Typography.Text>
          {accounts.map((account) => (
            <AccountDetails key={account.accountNumber} account={account} bankTitle={bank.title} />
          ))}
        </>
      ) : (
        <VirtualAccountForm bank={bank} onCreated={onCreated} />
      )}
    </Flex>
  );
}

/**
 * A panel per bank (one open at a time) with the user's account there or a form to
 * create it; after 'Account created successfully' the page reloads 3.5 s later.
 */
export function VirtualAccountPanels() {
  const { notification } = App.useApp();
  const [created, setCreated] = useState<string>();

  useAfterDelay(Boolean(created), DELAYS_MS.accountCreatedReload, () =>
    browserNavigation.fullPageLoad(window.location.href),
  );

  const onCreated = (message: string) => {
    notification.success({ title: message });
    setCreated(message);
  };

  return (
    <Flex vertical gap={12}>
      {created && <Alert type="success" showIcon title={created} />}
      <Collapse
        accordion
        destroyOnHidden
        items={BANKS.map((bank) => ({
          key: bank.bankName,
          label: bank.title,
          children: <BankPanel bank={bank} onCreated={onCreated} />,
        }))}
      />
    </Flex>
  );
}
