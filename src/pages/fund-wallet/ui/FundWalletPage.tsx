import { Card, Collapse, Flex, Statistic, Typography } from 'antd';
import {
  CardFundingForm,
  ManualTransferDetails,
  VirtualAccountPanels,
} from '@/features/fund-wallet';
import { HoldNotice, useGetUserQuery } from '@/entities/user';
import { KycFundingNote } from '@/features/identity/kyc';
import { site } from '@/shared/config';
import { formatNaira } from '@contract/format';

/**
 * /dashboard/fund-wallet: the wallet balance, funding by ATM card, by bank transfer to a personal
 * account with Rehoboth, Moniepoint or Wema (Monnify) or at Paystack's partner bank, and by manual
 * transfer when the operator offers one.
 */
export function FundWalletPage() {
  const { data: user } = useGetUserQuery();
  const { manualTransfer } = site;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <HoldNotice />
      <Card>
        <Statistic
          title="Wallet Balance"
          value={user ? formatNaira(user.wallet_balance) : '…'}
          aria-label="Wallet Balance"
        />
        <KycFundingNote />
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
          ...(manualTransfer
            ? [
                {
                  key: 'manual',
                  label: 'Manual Transfer',
                  children: (
                    <ManualTransferDetails
                      account={manualTransfer}
                      supportEmail={site.supportEmail}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
