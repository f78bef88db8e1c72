import { Typography } from 'antd';
import { useFormikContext } from 'formik';
import { useGetPackagesQuery } from '@/entities/package';
import type { Package } from '@contract/api';
import type { SmsRequest } from '@contract/services/sms';
import { errorDetails } from '@/shared/api';
import { CATEGORY_IDS, LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { SMS_MESSAGES } from '@contract/rules';
import { truncateSmsMessage } from '@contract/services/sms';
import { TextAreaField, TextField } from '@/shared/ui/form';
import { PurchaseForm, type PurchaseShell } from '@/shared/ui/purchase';
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

function SmsFields({ packages }: PurchaseShell) {
  const { values } = useFormikContext<SmsValues>();
  const rate = rateOf(packages);
  const summary = smsSummary(values, rate ?? 0);

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
            <span>Separate numbers with commas: 0803…, 234803… or +234803….</span>
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
    </>
  );
}

const rateOf = (packages: readonly Package[]) => {
  const smsPackage = smsPackageOf(packages);
  return smsPackage ? smsRateOf(smsPackage) : null;
};

function preview(values: SmsValues, packages: readonly Package[]) {
  const rate = rateOf(packages);
  if (rate === null) return undefined;
  const summary = smsSummary(values, rate);
  return summary.recipients.valid.length > 0 && summary.pages > 0
    ? costLine(summary, rate)
    : undefined;
}

function order(values: SmsValues, packages: readonly Package[]) {
  const smsPackage = smsPackageOf(packages);
  if (!smsPackage) return SMS_MESSAGES.providerRequired;
  const rate = smsRateOf(smsPackage);
  const summary = smsSummary(values, rate);
  return {
    request: toSmsRequest(values, smsPackage),
    charge: summary.cost,
    confirmContent: costLine(summary, rate),
  };
}

/**
 * Bulk SMS: sender name, recipients and message with a page counter; the confirmation states the
 * total cost (recipients × pages × rate). Duplicates are dropped before sending and the message is
 * cut at 480 characters. Dismissing the result clears the message; the recipients stay.
 */
export function SmsForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.sms);
  const [sendSms] = useSendSmsMutation();
  return (
    <PurchaseForm<SmsValues, SmsRequest>
      label="Send bulk SMS"
      packages={packages}
      loadingText={LOADING_RATE}
      // A failed rate load pops up the first detail of the server's errors.
      packagesError={(error) => errorDetails(error)[0] ?? ''}
      initialValues={smsInitialValues}
      validate={validateSms}
      send={sendSms}
      order={order}
      chargePreview={preview}
      submitLabel="Send SMS"
      nextValues={(values) => ({ ...values, message: '' })}
    >
      {(shell) => <SmsFields {...shell} />}
    </PurchaseForm>
  );
}
