/*
 * How the shared purchase-flow suite (src/pages/service/ui/purchase-flow-cases.tsx) fills this
 * service's form validly and what its request then carries. Test support only.
 */
import { screen } from '@testing-library/react';
import {
  OTHER_PHONE,
  PHONE,
  phoneChange,
  type PurchaseFlowRow,
  SAMPLE_PACKAGES,
  typePhone,
} from '@/shared/lib/test';
import { DataForm } from './DataForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: DataForm,
  packages: [SAMPLE_PACKAGES.mtnSmeData],
  path: 'purchase-data/',
  submit: 'Confirm Purchase',
  fill: async (user) => {
    await user.click(await screen.findByRole('radio', { name: 'MTN' }));
    await user.selectOptions(screen.getByLabelText('Package'), 'MTN SME');
    await user.selectOptions(
      screen.getByLabelText('Data Plan'),
      'MTN SME 1GB - 30 Days at ₦260.00',
    );
    await typePhone(user);
  },
  request: {
    service_providers: 'MTN',
    data_plan: 'MTN SME 1GB - 30 Days',
    phone: PHONE,
    amt: 260,
    package_id: 21,
    variation_code: 'mtn-sme-1gb',
    phone_number: PHONE,
  },
  confirmText: `MTN SME 1GB - 30 Days for ${PHONE} at ₦260.00.`,
  kept: { label: 'Amount', value: '260.00' },
  change: phoneChange({ phone: OTHER_PHONE, phone_number: OTHER_PHONE }),
};
