import { Formik, useFormikContext } from 'formik';
import { errorMessage, fieldMessages, httpStatus } from '@/shared/api';
import { LIMITS } from '@contract/constants';
import { DELAYS_MS } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { browserNavigation } from '@/shared/lib/navigation';
import { AmountField, FormikForm, SubmitButton } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useGeneratePaymentLinkMutation } from '../api/fundWalletApi';
import { useAfterDelay } from '@/shared/lib/timing';
import {
  cardFundingInitialValues,
  cardFundingSchema,
  isFundableAmount,
  toPaymentLinkRequest,
  type CardFundingValues,
} from '../model/card-funding';
import { saveCheckoutReference } from '../model/checkout-reference';
import { REDIRECTING } from './texts';

function PayButton({ busy, done }: { busy: boolean; done: boolean }) {
  const { values } = useFormikContext<CardFundingValues>();
  return (
    <SubmitButton busy={busy || done} disabled={!isFundableAmount(values.amount)}>
      Fund wallet
    </SubmitButton>
  );
}

/**
 * Fund by ATM card. The amount must be at least ₦1000 (the button stays disabled
 * below it); the checkout's transactionReference is saved in session storage and the browser goes
 * to the checkout page a second later.
 */
export function CardFundingForm() {
  const [generateLink, { isLoading, data }] = useGeneratePaymentLinkMutation();
  const { outcome, start, succeed, fail } = useOutcome();
  const checkoutUrl = data?.data.checkoutUrl;

  useAfterDelay(Boolean(checkoutUrl), DELAYS_MS.checkoutRedirect, () => {
    if (checkoutUrl) browserNavigation.fullPageLoad(checkoutUrl);
  });

  const submit = async (values: CardFundingValues) => {
    start();
    const result = await generateLink(toPaymentLinkRequest(values));
    if (result.error) {
      const status = httpStatus(result.error);
      fail(status === 400 ? fieldMessages(result.error) : [errorMessage(result.error)]);
      return;
    }
    saveCheckoutReference(result.data.data.transactionReference);
    succeed(REDIRECTING);
  };

  return (
    <Formik
      initialValues={cardFundingInitialValues}
      validationSchema={cardFundingSchema}
      onSubmit={submit}
    >
      <FormikForm
        aria-label="Fund by card"
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <AmountField
          name="amount"
          extra={`At least ${formatNaira(LIMITS.minCardFunding)}. You will pay on a secure checkout page.`}
        />
        <PayButton busy={isLoading} done={Boolean(checkoutUrl)} />
      </FormikForm>
    </Formik>
  );
}
