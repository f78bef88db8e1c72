/*
 * How the shared purchase-flow suite (src/pages/service/ui/purchase-flow-cases.tsx) fills this
 * service's form validly and what its request then carries. Test support only.
 */
import { screen } from '@testing-library/react';
import {
  enterText,
  PHONE,
  phoneChange,
  type PurchaseFlowRow,
  SAMPLE_PACKAGES,
  serveVerification,
  typePhone,
} from '@/shared/lib/test';
import { CableForm } from './CableForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: CableForm,
  packages: [SAMPLE_PACKAGES.dstv],
  path: 'purchase-cable/',
  submit: 'Confirm Purchase',
  serve: serveVerification('verify-card/:packageId/:number/', {
    Customer_Name: 'TEST CUSTOMER',
    Customer_Number: '8061522780',
    Current_Bouquet: 'DStv Compact',
    Current_Bouquet_Code: 'dstv79',
    Renewal_Amount: 19000,
  }),
  fill: async (user) => {
    await user.click(await screen.findByRole('radio', { name: 'DSTV' }));
    await enterText(user, screen.getByLabelText('Smart Card / IUC Number'), '1212121212');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('TEST CUSTOMER');
    await user.click(screen.getByRole('radio', { name: 'Renew' }));
    await typePhone(user);
  },
  request: {
    package_id: 31,
    variation_code: 'dstv79',
    plan_name: 'DStv Compact',
    amount: 19000,
    smart_no: '1212121212',
    subscription_type: 'renew',
    phone_number: PHONE,
  },
  confirmText: 'DStv Compact for 1212121212: ₦19,000.00',
  kept: { label: 'Phone Number', value: PHONE },
  change: phoneChange(),
};
