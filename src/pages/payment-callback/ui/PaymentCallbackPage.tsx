import { useEffect, useRef } from 'react';
import { Card, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  PAYMENT_OUTCOME_TITLES,
  paymentOutcome,
  paymentReferenceToVerify,
  useVerifyAtmPaymentMutation,
  type PaymentOutcome,
} from '@/features/fund-wallet';
import { errorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { LinkButton } from '@/shared/ui/link-button';

const RESULT_STATUS = {
  success: 'success',
  pending: 'warning',
  cancelled: 'info',
  failed: 'error',
} as const;

const SUBTITLES: Record<PaymentOutcome, string> = {
  success: 'Your wallet has been credited.',
  pending: 'We are waiting for the bank to confirm it. Your wallet is credited once it does.',
  cancelled: 'You cancelled the payment: your card was not charged and your wallet is unchanged.',
  failed: 'Your wallet was not charged by us. Please try again.',
};

/**
 * /dashboard/callback: the checkout comes back here with ?paymentReference=; the
 * payment is verified with the provider and the outcome shown. A paid one refetches the user so the
 * new balance shows everywhere.
 */
export function PaymentCallbackPage() {
  const [search] = useSearchParams();
  const reference = paymentReferenceToVerify(search);
  const [verify, { data, error, isUninitialized, isLoading }] = useVerifyAtmPaymentMutation();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || asked.current === reference) return;
    asked.current = reference;
    void verify(reference);
  }, [reference, verify]);

  if (reference && (isUninitialized || isLoading))
    return (
      <Card>
        <Spin size="large" description="Verifying your payment... Please wait.">
          <div style={{ minHeight: 160 }} />
        </Spin>
      </Card>
    );

  const body = data?.data.responseBody;
  const outcome = error || !body ? 'failed' : paymentOutcome(body.paymentStatus);
  const subTitle =
    outcome === 'success' && body
      ? `${formatNaira(body.amountPaid)} has been added to your wallet.`
      : outcome === 'failed' && error
        ? errorMessage(error)
        : !reference
          ? 'No payment reference was found.'
          : SUBTITLES[outcome];

  return (
    <Card>
      <Result
        status={RESULT_STATUS[outcome]}
        title={PAYMENT_OUTCOME_TITLES[outcome]}
        subTitle={subTitle}
        extra={[
          <LinkButton key="dashboard" to={ROUTES.dashboard}>
            Back to dashboard
          </LinkButton>,
          <LinkButton key="fund" to={ROUTES.fundWallet} variant="outline">
            Fund wallet again
          </LinkButton>,
        ]}
      />
    </Card>
  );
}
