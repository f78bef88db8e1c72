import { Card, Collapse, Flex, Statistic, Typography } from 'antd';
import { CardFundingForm, VirtualAccountPanels } from '@/features/fund-wallet';
import { useGetUserQuery } from '@/entities/user';
import { formatNaira } from '@contract/format';

/**
 * /dashboard/fund-wallet (SPEC 2.3): the wallet balance, funding by ATM card, and by bank transfer
 * to a personal account with Rehoboth, Moniepoint or Wema.
 */
export function FundWalletPage() {
  const { data: user } = useGetUserQuery();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Card>
        <Statistic
          title="Wallet Balance"
          value={user ? formatNaira(user.wallet_balance) : '…'}
          aria-label="Wallet Balance"
        />
      </Card>
      <Collapse
        defaultActiveKey={['card']}
        items={[
          {
            key: 'card',
            label: 'ATM Card',
            children: <CardFundingForm />,
          },
          {
            key: 'bank',
            label: 'Bank Transfer',
            children: (
              <Flex vertical gap={12}>
                <Typography.Paragraph style={{ margin: 0 }}>
                  Get a personal account number, transfer to it from any bank app, and your wallet
                  is credited automatically, less the bank charge.
                </Typography.Paragraph>
                <VirtualAccountPanels />
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
