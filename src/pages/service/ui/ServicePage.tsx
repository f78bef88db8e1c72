import type { ReactNode } from 'react';
import type { Service } from '@contract/services';
import { PurchaseScreen } from '@/widgets/purchase-screen';

/**
 * /dashboard/<a service's path>, for every service in the registry: its form in the purchase
 * screen, under the wallet balance and Fund wallet. A service the purchase engine sells also gets
 * the customer's saved numbers and "Buy again" values; airtime to cash and SMS have neither.
 */
export function ServicePage({ service, children }: { service: Service; children: ReactNode }) {
  return (
    <PurchaseScreen service={service.sale === 'purchase' ? service.key : undefined}>
      {children}
    </PurchaseScreen>
  );
}
