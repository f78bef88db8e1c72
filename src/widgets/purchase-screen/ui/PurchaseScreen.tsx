import { useMemo, type ReactNode } from 'react';
import { Card } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { PurchaseServiceKey } from '@contract/services';
import { useGetUserQuery } from '@/entities/user';
import { NumberChoices, SaveNumber } from '@/features/beneficiaries';
import { WalletBalance } from '@/features/wallet';
import {
  AvailableFundsProvider,
  PurchaseExtrasProvider,
  prefillFromSearch,
  type PurchaseExtras,
} from '@/shared/ui/purchase';

/**
 * Every purchase page: the wallet balance with Fund wallet above the service's form, and that
 * balance handed to the purchase shell, which refuses a charge above it before the confirmation.
 * The shell also gets the customer's saved and recent numbers as one-tap choices, "Save this
 * number" under a result, and the values of a "Buy again" address (?number=…&package=…).
 */
export function PurchaseScreen({
  service,
  children,
}: {
  /** the service sold here; screens outside the purchase engine (SMS, airtime to cash) give none */
  service?: PurchaseServiceKey;
  children: ReactNode;
}) {
  const { data: user } = useGetUserQuery();
  const [search] = useSearchParams();
  const query = search.toString();
  const extras = useMemo<PurchaseExtras>(
    () =>
      service === undefined
        ? {}
        : {
            prefill: prefillFromSearch(new URLSearchParams(query)),
            choices: (choose, busy) => (
              <NumberChoices service={service} onChoose={choose} disabled={busy} />
            ),
            afterResult: (transaction) => <SaveNumber transaction={transaction} />,
          },
    [service, query],
  );
  return (
    <Card style={{ maxWidth: 720 }}>
      <WalletBalance />
      <AvailableFundsProvider value={user?.wallet_balance}>
        <PurchaseExtrasProvider value={extras}>
          {/* Another "Buy again" address starts the form afresh with its values. */}
          <div key={query}>{children}</div>
        </PurchaseExtrasProvider>
      </AvailableFundsProvider>
    </Card>
  );
}
