import { loadConfig } from './config';

const base = { JWT_SECRET: 'x', OPS_TOKEN: 'y' };
const account = {
  MANUAL_TRANSFER_BANK: 'Wema Bank',
  MANUAL_TRANSFER_ACCOUNT_NUMBER: '0123456789',
  MANUAL_TRANSFER_ACCOUNT_NAME: 'NairaTop Ltd',
};

describe('the manual transfer account', () => {
  it('is offered to nobody when none is configured', () => {
    expect(loadConfig(base).manualTransfer).toBeNull();
  });

  it('is shown as configured, trimmed', () => {
    expect(
      loadConfig({ ...base, ...account, MANUAL_TRANSFER_BANK: ' Wema Bank ' }).manualTransfer,
    ).toEqual({ bankName: 'Wema Bank', accountNumber: '0123456789', accountName: 'NairaTop Ltd' });
  });

  it.each(Object.keys(account))('refuses to start with %s missing, naming it', (name) => {
    expect(() => loadConfig({ ...base, ...account, [name]: '' })).toThrow(`; ${name} not set`);
  });

  it('refuses an account number that is not 10 digits', () => {
    expect(() =>
      loadConfig({ ...base, ...account, MANUAL_TRANSFER_ACCOUNT_NUMBER: '01234' }),
    ).toThrow('MANUAL_TRANSFER_ACCOUNT_NUMBER must be a 10-digit account number');
  });
});
