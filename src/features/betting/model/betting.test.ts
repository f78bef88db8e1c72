import type { Package } from '@contract/api';
import {
  bettingInitialValues,
  fillBetting,
  toBettingPurchaseRequest,
  verifiedAccount,
  withCompany,
} from './betting';

const bet9ja: Package = {
  id: 90,
  title: 'Bet9ja',
  image: '/media/logos/bet9ja.svg',
  description: 'Fund your Bet9ja account',
  network_type: null,
  service_id: 'bet9ja',
  products: { discount: 0.5 },
};
const sportyBet: Package = { ...bet9ja, id: 91, title: 'SportyBet', service_id: 'sportybet' };

describe('betting values', () => {
  const verified = {
    ...bettingInitialValues,
    packageId: 90,
    customerId: '1234567',
    verified: { customerId: '1234567', customerName: 'ADA OBI' },
  };

  it('counts a verification only while the field holds the ID that was verified', () => {
    expect(verifiedAccount(verified)?.customerName).toBe('ADA OBI');
    expect(verifiedAccount({ ...verified, customerId: ' 1234567 ' })?.customerName).toBe('ADA OBI');
    expect(verifiedAccount({ ...verified, customerId: '1234568' })).toBeUndefined();
    // an ID belongs to one company: another company forgets it
    expect(verifiedAccount(withCompany(verified, 91))).toBeUndefined();
  });

  it('sends the trimmed ID, the typed amount and the phone in its local form', () => {
    expect(
      toBettingPurchaseRequest(
        { ...verified, customerId: ' 1234567 ', amount: '1000.05', phone: '+2348031234567' },
        bet9ja,
      ),
    ).toEqual({
      package_id: 90,
      customer_id: '1234567',
      amount: 1000.05,
      phone_number: '08031234567',
    });
  });

  it('fills a saved account with its company, to be verified again', () => {
    const filled = fillBetting(
      bettingInitialValues,
      { number: 'ada_obi', serviceId: 'sportybet' },
      [bet9ja, sportyBet],
    );
    expect(filled).toMatchObject({ packageId: 91, customerId: 'ada_obi', verified: null });
  });
});
