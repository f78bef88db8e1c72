import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Beneficiary, RecentNumber, Package } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { CATEGORY_IDS } from '@contract/constants';
import { AirtimeForm } from '@/features/airtime';
import { CableForm } from '@/features/cable';
import { ElectricityForm } from '@/features/electricity';
import {
  apiUrl,
  capturePurchase,
  confirmPurchase,
  mswServer,
  renderWithProviders,
  serveCategoryPackages,
  serveUser,
  serveVerifyCard,
  setupUser,
  buildBeneficiary as saved,
  buildBuyAgain,
  SAMPLE_PACKAGES,
} from '@/shared/lib/test';
import { PurchaseScreen } from './PurchaseScreen';

const mtn: Package = {
  id: 11,
  title: 'MTN',
  image: '/media/logos/mtn.svg',
  description: 'MTN airtime',
  network_type: null,
  service_id: 'mtn',
  products: { discount: 2 },
};
const glo: Package = { ...mtn, id: 12, title: 'GLO', service_id: 'glo', description: 'Glo' };
const ikeja: Package = {
  ...SAMPLE_PACKAGES.ikejaElectric,
  products: { discount: 1 },
};
const eko: Package = { ...ikeja, id: 42, title: 'EKEDC-Eko Electric', service_id: 'eko-electric' };

function serveNumbers(list: Beneficiary[], recent: RecentNumber[] = []) {
  const posted: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('beneficiaries/'), () => HttpResponse.json({ data: list })),
    http.get(apiUrl('beneficiaries/recent/'), () => HttpResponse.json({ data: recent })),
    http.post(apiUrl('beneficiaries/'), async ({ request }) => {
      const body = (await request.json()) as Beneficiary;
      posted.push(body);
      list.push(saved({ ...body, id: 7 }));
      return HttpResponse.json({ message: 'Number saved', data: list.at(-1) }, { status: 201 });
    }),
  );
  return posted;
}

const airtimeScreen = (route = '/dashboard/purchase-airtime') =>
  renderWithProviders(
    <PurchaseScreen service="airtime">
      <AirtimeForm />
    </PurchaseScreen>,
    { route },
  );

beforeEach(() => {
  writeAccessToken('token-1');
  serveUser(5000);
  serveCategoryPackages(1, [mtn, glo]);
  serveCategoryPackages(4, [ikeja, eko]);
});

it('a saved number fills the phone in one tap; a recent one also picks its network and amount', async () => {
  serveNumbers(
    [saved({}), saved({ id: 2, kind: 'meter', name: 'Shop', number: '1111111111111' })],
    [
      {
        number: '08059876543',
        service_id: 'glo',
        package_id: 12,
        meter_type: null,
        amount: 500,
        last_used_at: '2026-11-25T10:00:00.000Z',
      },
    ],
  );
  const user = setupUser();
  airtimeScreen();
  const savedGroup = await screen.findByRole('group', { name: 'Saved numbers' });
  // Only the saved numbers of this screen's kind: no meter on the airtime screen.
  expect(
    within(savedGroup)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Mum · 08031234567']);
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  await user.click(within(savedGroup).getByRole('button', { name: 'Mum · 08031234567' }));
  expect(screen.getByLabelText('Phone Number')).toHaveValue('08031234567');
  expect(screen.getByRole('radio', { name: 'MTN' })).toBeChecked();

  // a recent number fills everything its last purchase had: network, number and amount
  const recent = screen.getByRole('group', { name: 'Recently used' });
  await user.click(within(recent).getByRole('button', { name: '08059876543 · ₦500.00' }));
  expect(screen.getByLabelText('Phone Number')).toHaveValue('08059876543');
  expect(screen.getByRole('radio', { name: 'GLO' })).toBeChecked();
  expect(screen.getByLabelText('Amount')).toHaveValue('500');
  expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeEnabled();
});

it('shows no choices while the customer has none', async () => {
  serveNumbers([]);
  airtimeScreen();
  await screen.findByRole('radio', { name: 'MTN' });
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Quick choices' })).toBeNull());
  expect(screen.queryByRole('group', { name: 'Saved numbers' })).toBeNull();
});

it('a "Buy again" address fills network, amount and phone, and buys nothing by itself', async () => {
  serveNumbers([]);
  const sent = capturePurchase('purchase-airtime/');
  airtimeScreen('/dashboard/purchase-airtime?number=08031234567&package=12&amount=250');
  await waitFor(() => expect(screen.getByRole('radio', { name: 'GLO' })).toBeChecked());
  expect(screen.getByLabelText('Amount')).toHaveValue('250');
  expect(screen.getByLabelText('Phone Number')).toHaveValue('08031234567');
  expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeEnabled();
  expect(sent).toEqual([]);
});

it('"Buy again" on a smart card verifies it again at once and shows the past plan, buying nothing', async () => {
  serveNumbers([]);
  const dstv: Package = {
    ...SAMPLE_PACKAGES.dstv,
    products: [
      { id: 2, title: 'DStv Compact', amount: 19000, code: 'dstv79' },
      { id: 3, title: 'DStv Padi', amount: 4400, code: 'dstv-padi' },
    ],
  };
  serveCategoryPackages(CATEGORY_IDS.cable, [dstv]);
  const asked = serveVerifyCard(() => ({
    Customer_Name: 'ADA OBI',
    Current_Bouquet: 'DStv Compact',
    Current_Bouquet_Code: 'dstv79',
    Renewal_Amount: '19000.00',
  }));
  const sent = capturePurchase('purchase-cable/');
  renderWithProviders(
    <PurchaseScreen service="cable">
      <CableForm />
    </PurchaseScreen>,
    {
      route:
        '/dashboard/purchase-cable?number=1212121212&package=31&plan=dstv-padi&subscription=change&phone=08031234567',
    },
  );
  expect(await screen.findByText('ADA OBI')).toBeInTheDocument();
  expect(asked).toEqual(['31/1212121212']);
  expect(screen.getByText('DStv Padi', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirm Purchase' })).toBeEnabled();
  expect(sent).toEqual([]);
});

it('a saved meter fills its number, type and disco', async () => {
  serveNumbers([
    saved({
      kind: 'meter',
      name: 'Shop',
      number: '1111111111111',
      meter_type: 'postpaid',
      service_id: 'eko-electric',
    }),
  ]);
  const user = setupUser();
  renderWithProviders(
    <PurchaseScreen service="electricity">
      <ElectricityForm />
    </PurchaseScreen>,
  );
  const group = await screen.findByRole('group', { name: 'Saved numbers' });
  await user.click(within(group).getByRole('button', { name: 'Shop · 1111111111111' }));
  expect(screen.getByLabelText('Meter Number')).toHaveValue('1111111111111');
  expect(screen.getByRole('radio', { name: 'Postpaid' })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Eko Electric/ })).toBeChecked();
});

it('"Save this number" under a result saves it with the typed name, then says so', async () => {
  const posted = serveNumbers([]);
  const sent = capturePurchase('purchase-airtime/', 200, 'Transaction successful', undefined, {
    buy_again: buildBuyAgain(),
  });
  const user = setupUser();
  airtimeScreen();
  await user.click(await screen.findByRole('radio', { name: 'MTN' }));
  await user.type(screen.getByLabelText('Amount'), '100');
  await user.type(screen.getByLabelText('Phone Number'), '08031234567');
  await confirmPurchase(user);

  const panel = await screen.findByRole('region', { name: 'Purchase result' });
  await user.click(within(panel).getByRole('button', { name: 'Save this number' }));
  const save = within(panel).getByRole('group', { name: 'Save this number' });
  await user.click(within(save).getByRole('button', { name: 'Save' }));
  expect(await within(save).findByRole('alert')).toHaveTextContent('Give this number a name');
  expect(posted).toEqual([]);

  // Enter saves the name; it never submits another purchase.
  await user.type(within(save).getByLabelText('Name for 08031234567'), 'Mum{Enter}');
  expect(await within(panel).findByRole('status')).toHaveTextContent('Saved as Mum');
  expect(posted).toEqual([{ kind: 'phone', number: '08031234567', name: 'Mum' }]);
  expect(sent).toHaveLength(1);
  // The new saved number is offered at once.
  expect(
    within(screen.getByRole('group', { name: 'Saved numbers' })).getByRole('button', {
      name: 'Mum · 08031234567',
    }),
  ).toBeInTheDocument();
});
