import type { SmsRequest } from '@contract/services/sms';
import { baseApi, purchaseEndpoint, type PurchaseArgs, type PurchaseOutcome } from '@/shared/api';

/** send-sms/: refetches the wallet balance and the transaction list. */
export const smsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendSms: build.mutation<PurchaseOutcome, PurchaseArgs<SmsRequest>>(
      purchaseEndpoint<SmsRequest>('send-sms/'),
    ),
  }),
});

export const { useSendSmsMutation } = smsApi;
