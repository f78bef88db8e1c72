import type { ReactNode } from 'react';
import { Card } from 'antd';
import { useGetUserQuery } from '@/entities/user';
import { WalletBalance } from '@/features/wallet';
import { AvailableFundsProvider } from '@/shared/ui/purchase';

/**
 * Every purchase page: the wallet balance with Fund wallet above the service's form, and that
 * balance handed to the purchase shell, which refuses a charge above it before the confirmation.
 */
export function PurchaseScreen({ children }: { children: ReactNode }) {
  const { data: user } = useGetUserQuery();
  return (
    <Card style={{ maxWidth: 720 }}>
      <WalletBalance />
      <AvailableFundsProvider value={user?.wallet_balance}>{children}</AvailableFundsProvider>
    </Card>
  );
}
