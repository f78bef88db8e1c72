import { Flex, Typography } from 'antd';
import type { ManualTransferAccount } from '@contract/constants';
import { useGetUserQuery } from '@/entities/user';
import { AccountDetails } from './AccountDetails';

/**
 * The operator's own account for payments made by hand. Nothing credits these automatically: the
 * customer's e-mail in the narration is how staff find whose wallet to credit.
 */
export function ManualTransferDetails({
  account,
  supportEmail,
}: {
  account: ManualTransferAccount;
  supportEmail: string;
}) {
  const { data: user } = useGetUserQuery();
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Transfer to the account below and write your e-mail
        {user ? (
          <>
            {' '}
            (<strong>{user.email}</strong>)
          </>
        ) : null}{' '}
        as the narration. Our staff credit your wallet when the money arrives; this is not
        automatic. If it has not arrived within a working day, send your receipt to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </Typography.Paragraph>
      <AccountDetails account={account} />
    </Flex>
  );
}
