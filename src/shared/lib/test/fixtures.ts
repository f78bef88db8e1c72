import type { User } from '../../api';

/** A signed-in customer as get-user returns it; tests override what they are about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Ada',
    last_name: 'Okafor',
    username: 'ada@example.com',
    email: 'ada@example.com',
    wallet_balance: 5000,
    bonus: 0,
    user_level: 'normal',
    phone_no: '08031234567',
    date_joined: '2026-11-01T10:00:00.000Z',
    webhook_url: null,
    rehoboth_account: [],
    moniepoint_account: [],
    wema_account: [],
    ...overrides,
  };
}
