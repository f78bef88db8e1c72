import { Typography } from 'antd';
import { PaymentProvidersPanel } from '@/features/console/payment-providers';
import { usePageTitle } from '@/shared/lib/dom';

/** Payments providers: where customers' money comes in (Monnify, Paystack) and on what terms. */
export function ConsolePaymentProvidersPage() {
  usePageTitle('Payments providers');
  return (
    <>
      <Typography.Title level={1}>Payments providers</Typography.Title>
      <Typography.Paragraph>
        Customers fund wallets by card checkout and by transfer to their own bank accounts. Each
        card checkout goes to the preferred provider while its breaker is closed, else to the other.
        Funding is what was credited, today (Lagos time) and over the last 7 and 30 days, with the
        count of payments in brackets.
      </Typography.Paragraph>
      <PaymentProvidersPanel />
    </>
  );
}
