import { screen, waitFor, within } from '@testing-library/react';
import { ACCIDENT_INSURANCE_MESSAGES as M } from '@contract/services/accident-insurance';
import type { Package } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import {
  capturePurchase,
  confirmPurchase,
  popupTexts,
  renderWithProviders,
  serveCategoryPackages,
  setupUser,
  SAMPLE_PACKAGES,
} from '@/shared/lib/test';
import { AccidentInsuranceForm } from './AccidentInsuranceForm';

const cover: Package = {
  ...SAMPLE_PACKAGES.personalAccident,
  products: [
    { id: 1, title: 'Accident Cover Option A - 1 Year', amount: 2475, code: 'option-a' },
    { id: 2, title: 'Accident Cover Option B - 1 Year', amount: 3960, code: 'option-b' },
  ],
};

async function setup() {
  const user = setupUser();
  renderWithProviders(<AccidentInsuranceForm />);
  await user.click(await screen.findByRole('radio', { name: 'Personal Accident' }));
  return user;
}

beforeEach(() => {
  writeAccessToken('token-1');
  serveCategoryPackages(8, [cover]);
});

it('says what is missing about the insured person before anything is sent', async () => {
  const sent = capturePurchase('purchase-accident-insurance/');
  const user = await setup();
  await user.selectOptions(
    screen.getByLabelText('Cover'),
    'Accident Cover Option A - 1 Year at ₦2,475.00',
  );
  await user.type(screen.getByLabelText('Full Name of the Insured'), 'Adaeze');
  await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
  await waitFor(() => expect(popupTexts()).toContain(M.fullNameRequired));
  // every other field that is wrong says so under itself
  expect(await screen.findByText(M.dateOfBirthRequired)).toBeInTheDocument();
  expect(screen.getByText(M.nextOfKinPhoneRequired)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: /confirm/i })).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});

it('buys the chosen cover for the person typed, at the level price', async () => {
  const sent = capturePurchase(
    'purchase-accident-insurance/',
    200,
    'Transaction successful',
    undefined,
    {
      id: 91,
      amount: 2475,
      result: { certificate_url: 'https://sandbox.vtpass.com/certificates/PA-1.pdf' },
    },
  );
  const user = await setup();
  await user.selectOptions(
    screen.getByLabelText('Cover'),
    'Accident Cover Option A - 1 Year at ₦2,475.00',
  );
  expect(screen.getByText('You will be charged ₦2,475.00')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Full Name of the Insured'), 'Adaeze  Okafor');
  await user.type(screen.getByLabelText('Phone Number'), '0803 123 4567');
  await user.type(screen.getByLabelText('Date of Birth'), '1990-05-01');
  await user.type(screen.getByLabelText('Home Address'), '12 Allen Avenue, Ikeja');
  await user.type(screen.getByLabelText('Occupation'), 'Trader');
  await user.type(screen.getByLabelText("Next of Kin's Full Name"), 'Ngozi Okafor');
  await user.type(screen.getByLabelText("Next of Kin's Phone Number"), '+2348021234567');

  await confirmPurchase(user);
  const panel = await screen.findByRole('region', { name: 'Purchase result' });
  expect(panel).toHaveTextContent('₦2,475.00');
  expect(
    within(panel).getByRole('link', { name: 'https://sandbox.vtpass.com/certificates/PA-1.pdf' }),
  ).toHaveAttribute('href', 'https://sandbox.vtpass.com/certificates/PA-1.pdf');
  expect(sent[0]?.body).toEqual({
    package_id: 80,
    variation_code: 'option-a',
    full_name: 'Adaeze Okafor',
    phone_number: '08031234567',
    address: '12 Allen Avenue, Ikeja',
    date_of_birth: '1990-05-01',
    occupation: 'Trader',
    next_of_kin_name: 'Ngozi Okafor',
    next_of_kin_phone: '08021234567',
  });
});
