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
import { InternetDataForm } from './InternetDataForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: InternetDataForm,
  packages: [SAMPLE_PACKAGES.smile],
  path: 'purchase-internet-data/',
  submit: 'Confirm Purchase',
  serve: serveVerification('verify-card/:packageId/:number/', {
    Customer_Name: 'TEST SMILE SUBSCRIBER',
  }),
  fill: async (user) => {
    await user.click(await screen.findByRole('radio', { name: 'SMILE' }));
    await enterText(user, screen.getByLabelText('Smile Phone Number or E-mail'), '08011111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('TEST SMILE SUBSCRIBER');
    await user.selectOptions(
      screen.getByLabelText('Bundle'),
      'Smile 2GB MidNite - 7 Days at ₦1,005.00',
    );
    await typePhone(user);
  },
  request: { package_id: 50, variation_code: '413', account: '08011111111', phone_number: PHONE },
  confirmText:
    'Smile 2GB MidNite - 7 Days for TEST SMILE SUBSCRIBER (08011111111). You will be charged ₦1,005.00.',
  kept: { label: 'Phone Number', value: PHONE },
  change: phoneChange(),
};
