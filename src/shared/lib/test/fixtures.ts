import type { Beneficiary, BuyAgain, LevelPrice, Transaction, User } from '@contract/api';

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
    referral_code: 'K7QM2XPA',
    email_receipts: false,
    cable_reminders: true,
    date_joined: '2026-11-01T10:00:00.000Z',
    webhook_url: null,
    balance_cursor: '41',
    rehoboth_account: [],
    moniepoint_account: [],
    wema_account: [],
    has_transaction_pin: true,
    transaction_pin_locked_until: null,
    ...overrides,
  };
}

/** A confirmed purchase as the purchase endpoints return it; tests override what they are about. */
export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 90,
    tx_ref: 'TX-90',
    subcategory: { id: 11, title: 'MTN', image: '/media/logos/mtn.svg' },
    category: { id: 1, name: 'Airtime', image: '/media/airtime.svg' },
    plan: 'MTN ₦100 airtime',
    phone_no: '08031234567',
    card_no: null,
    description: 'Airtime purchase',
    response: 'Delivered',
    amount: 98,
    token: null,
    initial_balance: 1000,
    new_balance: 902,
    status: 'confirmed',
    kind: 'purchase',
    result: null,
    refund: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** get-levels/ as seeded: the operator may change these prices. */
export const buildLevelPrices = (overrides: Partial<Record<string, number>> = {}): LevelPrice[] =>
  [
    { id: 1, name: 'normal' as const, title: 'Normal', price: 50 },
    { id: 2, name: 'agent' as const, title: 'Agent', price: 100 },
    { id: 3, name: 'reseller' as const, title: 'Reseller', price: 5000 },
    { id: 4, name: 'api' as const, title: 'API', price: 10000 },
  ].map((level) => ({ ...level, price: overrides[level.name] ?? level.price }));

/** A saved phone number as the beneficiaries endpoint lists it; tests override what they are about. */
export function buildBeneficiary(overrides: Partial<Beneficiary> = {}): Beneficiary {
  return {
    id: 1,
    kind: 'phone',
    name: 'Mum',
    number: '08031234567',
    meter_type: null,
    service_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** What "Buy again" carries for a ₦100 MTN airtime purchase; tests override what they are about. */
export function buildBuyAgain(overrides: Partial<BuyAgain> = {}): BuyAgain {
  return {
    service: 'airtime',
    package_id: 11,
    service_id: 'mtn',
    plan_code: null,
    number: '08031234567',
    phone: '08031234567',
    amount: 100,
    meter_type: null,
    subscription_type: null,
    ...overrides,
  };
}
