/*
 * How the shared purchase-flow suite (src/pages/service/ui/purchase-flow-cases.tsx) fills this
 * service's form validly and what its request then carries. Test support only.
 */
import { screen } from '@testing-library/react';
import {
  enterText,
  OTHER_PHONE,
  PHONE,
  type PurchaseFlowRow,
  SAMPLE_PACKAGES,
} from '@/shared/lib/test';
import { SmsForm } from './SmsForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: SmsForm,
  packages: [SAMPLE_PACKAGES.bulkSms],
  path: 'send-sms/',
  submit: 'Send SMS',
  fill: async (user) => {
    await screen.findByText('Rate: ₦3.50 per SMS page per recipient');
    await enterText(user, screen.getByLabelText('Sender Name'), 'NairaTop');
    await enterText(user, screen.getByLabelText('Recipients'), PHONE);
    await enterText(user, screen.getByLabelText('Message'), 'Hello');
  },
  request: { package_id: 40, sender_name: 'NairaTop', recipients: PHONE, message: 'Hello' },
  confirmText: 'Total cost: ₦3.50 (1 recipient × 1 page × ₦3.50)',
  kept: { label: 'Message', value: 'Hello' },
  change: { label: 'Recipients', value: OTHER_PHONE, request: { recipients: OTHER_PHONE } },
};
