import { useEffect } from 'react';
import { Spin, Typography } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useGetPackagesQuery } from '@/entities/package';
import { errorDetails } from '@/shared/api';
import { CATEGORY_IDS, LIMITS } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { SMS_MESSAGES, truncateSmsMessage } from '@contract/rules';
import { FormikForm, TextAreaField, TextField } from '@/shared/ui/form';
import { OutcomeMessages } from '@/shared/ui/outcome';
import { PurchaseActions, usePurchaseFlow } from '@/shared/ui/purchase';
import { useSendSmsMutation } from '../api/smsApi';
import {
  costLine,
  messageCounter,
  recipientsLine,
  smsInitialValues,
  smsPackageOf,
  smsRateOf,
  smsSummary,
  toSmsRequest,
  validateSms,
  type SmsValues,
} from '../model/sms';

const LOADING_RATE = 'Loading... Please wait';

function SmsFields({ rate, busy }: { rate: number | null; busy: boolean }) {
  const { values } = useFormikContext<SmsValues>();
  const summary = smsSummary(values, rate ?? 0);
  const ready = rate !== null && summary.recipients.valid.length > 0 && summary.pages > 0;

  return (
    <>
      <TextField
        name="senderName"
        label="Sender Name"
        maxLength={LIMITS.smsSenderMaxLength}
        showCount
        autoComplete="off"
        placeholder="NairaTop"
      />
      <TextAreaField
        name="recipients"
        label="Recipients"
        rows={3}
        placeholder="08031234567, 08051234567"
        extra={
          <>
            <span>Separate numbers with commas, without the + sign.</span>
            {values.recipients.trim() !== '' && (
              <span aria-live="polite" style={{ display: 'block' }}>
                {recipientsLine(summary.recipients)}
              </span>
            )}
          </>
        }
      />
      <TextAreaField
        name="message"
        label="Message"
        rows={5}
        maxLength={LIMITS.smsMaxLength}
        normalize={truncateSmsMessage}
        extra={<span aria-live="polite">{messageCounter(summary)}</span>}
      />
      {rate !== null && (
        <Typography.Paragraph type="secondary">
          {`Rate: ${formatNaira(rate)} per SMS page per recipient`}
        </Typography.Paragraph>
      )}
      {ready && <Typography.Paragraph strong>{costLine(summary, rate)}</Typography.Paragraph>}
      <PurchaseActions busy={busy} label="Send SMS" />
    </>
  );
}

/**
 * SPEC 2.3 Bulk SMS: sender name, recipients and message with a page counter; the confirmation
 * states the total cost (recipients × pages × rate, SPEC 9). Duplicates are dropped before sending
 * and the message is cut at 480 characters. A sent message is cleared; the recipients stay.
 */
export function SmsForm() {
  const { data: packages, isFetching, error } = useGetPackagesQuery(CATEGORY_IDS.sms);
  const [sendSms] = useSendSmsMutation();
  const { outcome, busy, purchase, fail } = usePurchaseFlow(sendSms);
  const smsPackage = smsPackageOf(packages);
  const rate = smsPackage ? smsRateOf(smsPackage) : null;

  // SPEC 8: for SMS a failed package load pops up the first errors entry's detail.
  useEffect(() => {
    if (error) fail(errorDetails(error).slice(0, 1), { list: false });
  }, [error, fail]);

  const submit = async (values: SmsValues, { resetForm }: FormikHelpers<SmsValues>) => {
    if (!smsPackage) {
      fail([SMS_MESSAGES.providerRequired], { list: false });
      return;
    }
    const summary = smsSummary(values, smsRateOf(smsPackage));
    const result = await purchase(toSmsRequest(values, smsPackage), {
      confirmContent: costLine(summary, smsRateOf(smsPackage)),
    });
    if (result?.status === 200) resetForm({ values: { ...values, message: '' } });
  };

  return (
    <Spin spinning={isFetching} description={LOADING_RATE}>
      <Formik initialValues={smsInitialValues} validate={validateSms} onSubmit={submit}>
        <FormikForm
          aria-label="Send bulk SMS"
          onInvalid={(message) => fail([message], { list: false })}
        >
          <OutcomeMessages outcome={outcome} />
          <SmsFields rate={rate} busy={busy} />
        </FormikForm>
      </Formik>
    </Spin>
  );
}
