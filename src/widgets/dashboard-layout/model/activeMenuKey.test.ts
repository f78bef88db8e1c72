import { activeMenuKey } from './activeMenuKey';

describe('activeMenuKey', () => {
  it('highlights the entry of the current page', () => {
    expect(activeMenuKey('/dashboard')).toBe('dashboard');
    expect(activeMenuKey('/dashboard/')).toBe('dashboard');
    expect(activeMenuKey('/dashboard/purchase-data')).toBe('data');
    expect(activeMenuKey('/dashboard/profile')).toBe('profile');
  });

  it('highlights a parent entry for a nested page and nothing for unlisted pages', () => {
    expect(activeMenuKey('/dashboard/transactions/details/12')).toBe('transactions');
    expect(activeMenuKey('/dashboard/transfer-bonus')).toBeUndefined();
    expect(activeMenuKey('/dashboard/callback')).toBeUndefined();
  });
});
