/*
 * How the shared purchase-flow suite (src/pages/service/ui/purchase-flow-cases.tsx) fills this
 * service's form validly and what its request then carries. Test support only.
 */
import { screen } from '@testing-library/react';
import {
  PHONE,
  phoneChange,
  type PurchaseFlowRow,
  SAMPLE_PACKAGES,
  typePhone,
} from '@/shared/lib/test';
import { AirtimeForm } from './AirtimeForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: AirtimeForm,
  packages: [SAMPLE_PACKAGES.mtnAirtime],
  path: 'purchase-airtime/',
  submit: 'Confirm Purchase',
  fill: async (user) => {
    await user.click(await screen.findByRole('radio', { name: 'MTN' }));
    // typed key by key: the amount field reads each keystroke
    await user.type(screen.getByLabelText('Amount'), '100');
    await typePhone(user);
  },
  request: { network: 'MTN', phone_number: PHONE, amount: 100, package_id: 11 },
  confirmText: `₦100.00 MTN airtime for ${PHONE}. You will be charged ₦98.00.`,
  kept: { label: 'Amount', value: '100' },
  change: phoneChange(),
};
