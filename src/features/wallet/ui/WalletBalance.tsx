import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatNaira } from '@contract/format';
import { useGetUserQuery } from '@/entities/user';
import { ROUTES } from '@/shared/config';

/** The wallet balance above a purchase form, with the way to fund it. */
export function WalletBalance() {
  const { data: user } = useGetUserQuery();
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 16 }}>
      <Typography.Text aria-live="polite">
        Wallet balance:{' '}
        <Typography.Text strong>{user ? formatNaira(user.wallet_balance) : '…'}</Typography.Text>
      </Typography.Text>
      <Link to={ROUTES.fundWallet}>Fund wallet</Link>
    </Flex>
  );
}
