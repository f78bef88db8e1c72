import { Formik } from 'formik';
import { Skeleton } from 'antd';
import { SELLER_NAME_MAX } from '@contract/services/epins';
import { errorMessage, fieldMessages } from '@/shared/api';
import { FormikForm, SubmitButton, TextField } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useGetEpinSellerQuery, useSaveEpinSellerMutation } from '../api/epinsApi';
import {
  SELLER_PHONE_MAX,
  sellerValuesOf,
  toSellerRequest,
  validateSeller,
  type SellerValues,
} from '../model/seller';

export const SELLER_SAVED = 'Saved. Your cards will carry this name and phone.';

/**
 * The business name and phone printed on every card the customer prints: on the profile page,
 * and on a batch's screen until they are set.
 */
export function SellerForm() {
  const seller = useGetEpinSellerQuery();
  const [save, { isLoading }] = useSaveEpinSellerMutation();
  const { outcome, start, succeed, fail } = useOutcome();

  if (seller.error) return <OutcomeMessages outcome={{ errors: [errorMessage(seller.error)] }} />;
  if (!seller.data) return <Skeleton active paragraph={{ rows: 2 }} />;

  const submit = async (values: SellerValues) => {
    start();
    const result = await save(toSellerRequest(values));
    if (result.error) {
      fail(fieldMessages(result.error));
      return;
    }
    succeed(SELLER_SAVED, { toast: true });
  };

  return (
    <Formik
      initialValues={sellerValuesOf(seller.data)}
      enableReinitialize
      validate={validateSeller}
      onSubmit={submit}
    >
      <FormikForm
        aria-label="Business name and phone printed on your cards"
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <TextField
          name="businessName"
          label="Business name"
          maxLength={SELLER_NAME_MAX}
          showCount
          autoComplete="organization"
          placeholder="Ade Phones, Ikeja"
        />
        <TextField
          name="phone"
          label="Phone printed on cards"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={SELLER_PHONE_MAX}
          placeholder="08031234567"
        />
        <SubmitButton busy={isLoading}>Save name and phone</SubmitButton>
      </FormikForm>
    </Formik>
  );
}
