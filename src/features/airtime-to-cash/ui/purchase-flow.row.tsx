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
import { AirtimeToCashForm } from './AirtimeToCashForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: AirtimeToCashForm,
  packages: [SAMPLE_PACKAGES.mtnAirtimeToCash],
  path: 'convert-airtime-to-cash/',
  submit: 'Confirm',
  fill: async (user) => {
    await user.click(await screen.findByRole('radio', { name: 'MTN' }));
    await enterText(user, screen.getByLabelText('Phone Number Transferred From'), PHONE);
    await enterText(user, screen.getByLabelText('Amount Transferred'), '5001');
  },
  request: {
    package_id: 21,
    phone_number: PHONE,
    amount_transferred: 5001,
    amount_to_receive: 4101,
  },
  confirmText: `₦5,001.00 of MTN airtime from ${PHONE}. You will receive ₦4,101.00 once we confirm the transfer.`,
  kept: { label: 'Amount Transferred', value: '5001' },
  change: {
    label: 'Phone Number Transferred From',
    value: OTHER_PHONE,
    request: { phone_number: OTHER_PHONE },
  },
};
