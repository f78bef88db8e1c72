import { settledMessage } from './messages';
import { tokenOf } from './settle';

const airtime = 'MTN airtime ₦500.00 for 08011111111';
const refund = { refundedKobo: 49_000, ourFault: false };

describe('the failure message a customer reads', () => {
  it('says in words that the provider did not deliver it when its reason only says it failed', () => {
    for (const said of ['The transaction failed.', 'TRANSACTION FAILED', ''])
      expect(settledMessage('failed', airtime, {}, said, refund)).toBe(
        `Transaction failed (the provider did not deliver it): ${airtime}. ₦490.00 has been refunded to your wallet.`,
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

describe('the success message a customer reads', () => {
  const confirmed = (result: Parameters<typeof settledMessage>[2]) =>
    settledMessage('confirmed', 'WAEC result checker x2', result, '');

  it('gives every code the customer keeps in one sentence each', () => {
    expect(confirmed({ token: '1234-5678', units: '79.9 kWh', customer_name: 'ADA' })).toBe(
      'Transaction successful: WAEC result checker x2. Token: 1234-5678 (79.9 kWh).',
    );
    expect(confirmed({ pins: ['111', '222'] })).toBe(
      'Transaction successful: WAEC result checker x2. PINs: 111, 222.',
    );
    expect(
      confirmed({
        cards: [
          { serial: 'WRN1', pin: '4455' },
          { serial: 'WRN2', pin: '6677' },
        ],
      }),
    ).toBe(
      'Transaction successful: WAEC result checker x2. Cards: Serial WRN1, PIN 4455; Serial WRN2, PIN 6677.',
    );
    expect(confirmed({ vouchers: ['SHMX-1'], certificate_url: 'https://x.example/c' })).toBe(
      'Transaction successful: WAEC result checker x2. Voucher: SHMX-1.',
    );
  });

  it('adds the codes a service declared, and leaves out its other items', () => {
    expect(
      confirmed({
        pins: ['111'],
        items: [
          { label: 'Policy number', values: ['POL-77'], code: true },
          { label: 'Schedule', values: ['https://x.example/s.pdf'], link: true },
        ],
      }),
    ).toBe('Transaction successful: WAEC result checker x2. PIN: 111. Policy number: POL-77.');
  });
});

describe('the token column with declared items', () => {
  it('holds a declared code after the named ones, and never a declared link or note', () => {
    expect(
      tokenOf({
        token: '1234-5678',
        items: [
          { label: 'Policy number', values: ['POL-77', 'POL-78'], code: true },
          { label: 'Schedule', values: ['https://x.example/s.pdf'], link: true },
          { label: 'Cover', values: ['12 months'] },
        ],
      }),
    ).toBe('1234-5678, POL-77, POL-78');
    expect(tokenOf({ items: [{ label: 'Cover', values: ['12 months'] }] })).toBeNull();
  });
});
