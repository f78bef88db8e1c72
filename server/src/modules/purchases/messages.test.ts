import { settledMessage } from './messages';
import { tokenOf } from './settle';

const airtime = 'MTN airtime ₦500.00 for 08011111111';
const refund = { refundedKobo: 49_000, ourFault: false };

describe('the failure message a customer reads', () => {
  it('does not repeat a reason that only says it failed', () => {
    expect(settledMessage('failed', airtime, {}, 'The transaction failed.', refund)).toBe(
      `Transaction failed: ${airtime}. ₦490.00 has been refunded to your wallet.`,
    );
  });

  it('never says nobody was charged next to a refund', () => {
    const message = settledMessage(
      'failed',
      airtime,
      {},
      'The transaction was not processed. You have not been charged.',
      refund,
    );
    expect(message).toBe(
      `Transaction failed (The transaction was not processed): ${airtime}. ₦490.00 has been refunded to your wallet.`,
    );
  });

  it("keeps the provider's reason when it tells the customer something", () => {
    expect(
      settledMessage('failed', airtime, {}, 'The selected plan is not available.', refund),
    ).toBe(
      `Transaction failed (The selected plan is not available): ${airtime}. ₦490.00 has been refunded to your wallet.`,
    );
  });
});

describe('the token column', () => {
  it('holds every code the customer must keep, for every service', () => {
    expect(tokenOf({ token: '1234-5678', units: '79.9 kWh' })).toBe('1234-5678');
    expect(tokenOf({ pins: ['111', '222'] })).toBe('111, 222');
    expect(tokenOf({ cards: [{ serial: 'WRN1', pin: '4455' }] })).toBe('Serial WRN1 PIN 4455');
    expect(tokenOf({ vouchers: ['SHMX-1'] })).toBe('SHMX-1');
    expect(tokenOf({ customer_name: 'ADA' })).toBeNull();
  });
});
