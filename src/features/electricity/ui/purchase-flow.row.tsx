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
import { ElectricityForm } from './ElectricityForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: ElectricityForm,
  packages: [SAMPLE_PACKAGES.ikejaElectric],
  path: 'purchase-electricity/',
  submit: 'Confirm Purchase',
  transaction: { id: 41, amount: 990, token: '1234-5678-9012-3456-7890' },
  serve: serveVerification('verify-meter-number/:packageId/:meterNo/:meterType/', {
    Customer_Name: 'TEST CUSTOMER',
    Address: '12 Allen Avenue, Ikeja',
    Meter_Number: '45012345678',
    Minimum_Amount: 500,
    Meter_Type: 'PREPAID',
  }),
  fill: async (user) => {
    await user.click(await screen.findByRole('radio', { name: 'Ikeja Electric' }));
    await user.click(screen.getByRole('radio', { name: 'Prepaid' }));
    await enterText(user, screen.getByLabelText('Meter Number'), '45012345678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('TEST CUSTOMER');
    await enterText(user, screen.getByLabelText('Amount'), '1000');
    await typePhone(user);
  },
  request: {
    package_id: 41,
    billersCode: '45012345678',
    variation_code: 'prepaid',
    service_id: 'IKEDC-Ikeja Electric',
    amount: 1000,
    phone_number: PHONE,
    meter_no: '45012345678',
    meter_type: 'prepaid',
  },
  confirmText:
    '₦1,000.00 of Ikeja Electric electricity for meter 45012345678. You will be charged ₦990.00.',
  kept: { label: 'Amount', value: '1000' },
  change: phoneChange(),
};
