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
  typePhone,
} from '@/shared/lib/test';
import { AccidentInsuranceForm } from './AccidentInsuranceForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: AccidentInsuranceForm,
  packages: [SAMPLE_PACKAGES.personalAccident],
  path: 'purchase-accident-insurance/',
  submit: 'Confirm Purchase',
  fill: async (user) => {
    await user.click(await screen.findByRole('radio', { name: 'Personal Accident' }));
    await user.selectOptions(
      screen.getByLabelText('Cover'),
      'Accident Cover Option A - 1 Year at ₦2,475.00',
    );
    await enterText(user, screen.getByLabelText('Full Name of the Insured'), 'Adaeze Okafor');
    await typePhone(user);
    await user.type(screen.getByLabelText('Date of Birth'), '1990-05-01');
    await enterText(user, screen.getByLabelText('Home Address'), '12 Allen Avenue, Ikeja');
    await enterText(user, screen.getByLabelText('Occupation'), 'Trader');
    await enterText(user, screen.getByLabelText("Next of Kin's Full Name"), 'Ngozi Okafor');
    await enterText(user, screen.getByLabelText("Next of Kin's Phone Number"), '08021234567');
  },
  request: {
    package_id: 80,
    variation_code: 'option-a',
    full_name: 'Adaeze Okafor',
    phone_number: PHONE,
    address: '12 Allen Avenue, Ikeja',
    date_of_birth: '1990-05-01',
    occupation: 'Trader',
    next_of_kin_name: 'Ngozi Okafor',
    next_of_kin_phone: '08021234567',
  },
  confirmText: 'Accident Cover Option A - 1 Year for Adaeze Okafor. You will be charged ₦2,475.00.',
  kept: { label: 'Occupation', value: 'Trader' },
  change: phoneChange(),
};
