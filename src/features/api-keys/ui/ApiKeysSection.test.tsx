import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiKey, Transaction } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { formatDateTime, formatNaira } from '@contract/format';
import {
  apiUrl,
  choose,
  enterText,
  errorList,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { API_KEY_CAP_INVALID } from '../model/create-key';
import { ApiKeysSection } from './ApiKeysSection';

const SECRET_KEY = 'ntk_AbCdEfGhIjKl_' + 's'.repeat(43);

const shopKey: ApiKey = {
  id: 7,
  name: 'Shop server',
  prefix: 'ntk_ZyXwVuTsRqPo',
  allowed_ips: ['203.0.113.0/24'],
  created_at: '2026-11-20T09:30:00.000Z',
  last_used_at: '2026-11-24T18:05:00.000Z',
  last_used_ip: '203.0.113.9',
  daily_cap: null,
  read_only: false,
  format: 'nairatop',
  test: false,
};

const PASSWORD = 'correct-horse-9';
const PIN = '2468';

const refusal = (message: string, field: string, status: number) =>
  HttpResponse.json(
    { message, errors: [{ detail: message, field }], data: { [field]: message } },
    { status },
  );

/**
 * A server holding the keys in memory, as the real one does per user: every call needs the
 * password (and the PIN when the account has one).
 */
function serveKeys(initial: ApiKey[], { hasPin = false } = {}) {
  const state = {
    keys: [...initial],
    created: [] as unknown[],
    revoked: [] as number[],
    proofs: [] as unknown[],
  };
  const refuseProof = (body: { password?: string; pin?: string }) => {
    state.proofs.push({ password: body.password, pin: body.pin });
    if (body.password !== PASSWORD)
      return refusal('Wrong password: 4 tries left.', 'password', 403);
    if (hasPin && body.pin !== PIN)
      return refusal('Wrong transaction PIN: 4 tries left.', 'pin', 403);
    return undefined;
  };
  mswServer.use(
    http.get(apiUrl('transaction-pin/'), () =>
      HttpResponse.json({
        data: { has_transaction_pin: hasPin, transaction_pin_locked_until: null },
      }),
    ),
    http.post(apiUrl('api-keys/list/'), async ({ request }) => {
      const body = (await request.json()) as { password?: string; pin?: string };
      return refuseProof(body) ?? HttpResponse.json({ data: state.keys });
    }),
    http.post(apiUrl('api-keys/'), async ({ request }) => {
      const body = (await request.json()) as {
        name: string;
        allowed_ips: string[];
        password?: string;
        pin?: string;
      };
      const refused = refuseProof(body);
      if (refused) return refused;
      state.created.push(body);
      const created: ApiKey = {
        id: 8,
        name: body.name,
        prefix: SECRET_KEY.slice(0, 16),
        allowed_ips: body.allowed_ips,
        created_at: '2026-11-25T08:00:00.000Z',
        last_used_at: null,
        last_used_ip: null,
        daily_cap: null,
        read_only: false,
        format: 'nairatop',
        test: false,
      };
      state.keys.push(created);
      return HttpResponse.json(
        { message: 'API key created.', data: { ...created, key: SECRET_KEY } },
        { status: 201 },
      );
    }),
    http.delete(apiUrl('api-keys/:id/'), async ({ params, request }) => {
      const refused = refuseProof((await request.json()) as { password?: string; pin?: string });
      if (refused) return refused;
      const id = Number(params.id);
      state.revoked.push(id);
      state.keys = state.keys.filter((key) => key.id !== id);
      return HttpResponse.json({ message: 'API key revoked.', data: null });
    }),
  );
  return state;
}

const keyList = () => within(screen.getByRole('list', { name: 'Your API keys' }));

/** Opens the screen and types the proof it asks for first. */
async function setup({ pin }: { pin?: string } = {}) {
  const user = setupUser();
  renderWithProviders(<ApiKeysSection />, { route: '/dashboard/profile' });
  await enterText(user, await screen.findByLabelText('Password'), PASSWORD);
  if (pin) await enterText(user, screen.getByLabelText('Transaction PIN'), pin);
  await user.click(screen.getByRole('button', { name: 'Show my API keys' }));
  await waitFor(() =>
    expect(
      screen.queryByText('No API keys yet') ??
        screen.queryByRole('list', { name: 'Your API keys' }),
    ).not.toBeNull(),
  );
  return user;
}

beforeEach(() => writeAccessToken('token-1'));

it('lists each key by name and first characters, with created, last used, allowed IPs and daily cap', async () => {
  serveKeys([
    shopKey,
    {
      ...shopKey,
      id: 9,
      name: 'Backup',
      allowed_ips: [],
      last_used_at: null,
      last_used_ip: null,
      daily_cap: 5_000,
    },
  ]);
  await setup();
  const items = keyList().getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const [shop, backup] = items.map((item) => within(item));
  expect(shop?.getByText('Shop server')).toBeInTheDocument();
  expect(shop?.getByText('ntk_ZyXwVuTsRqPo…')).toBeInTheDocument();
  expect(shop?.getByText(formatDateTime(shopKey.created_at))).toBeInTheDocument();
  expect(
    shop?.getByText(`${formatDateTime(shopKey.last_used_at)} from 203.0.113.9`),
  ).toBeInTheDocument();
  expect(shop?.getByText('203.0.113.0/24')).toBeInTheDocument();
  expect(backup?.getByText('Never')).toBeInTheDocument();
  expect(backup?.getByText('Any address')).toBeInTheDocument();
  // each key's spending limit
  expect(shop?.getByText('No daily cap')).toBeInTheDocument();
  expect(backup?.getByText(`Up to ${formatNaira(5_000)} in any 24 hours`)).toBeInTheDocument();
});

it('creates a key, shows it once with Copy, and lists it after Done', async () => {
  const server = serveKeys([]);
  const user = await setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  await enterText(user, screen.getByLabelText('Key name'), 'Till 2');
  await enterText(
    user,
    screen.getByLabelText('Allowed IP addresses (optional)'),
    '203.0.113.7\n198.51.100.0/24, ',
  );
  await user.click(screen.getByRole('button', { name: 'Create key' }));

  const shown = await screen.findByLabelText('New API key');
  expect(shown).toHaveValue(SECRET_KEY);
  expect(server.created).toEqual([
    {
      name: 'Till 2',
      allowed_ips: ['203.0.113.7', '198.51.100.0/24'],
      daily_cap: null,
      read_only: false,
      format: 'nairatop',
      test: false,
      password: PASSWORD,
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(SECRET_KEY);
  await waitFor(() => expect(popupTexts()).toContain('API key copied'));

  await waitFor(() => expect(keyList().getByText('Till 2')).toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByLabelText('New API key')).toBeNull();
  expect(screen.queryByText(SECRET_KEY)).toBeNull();
  expect(screen.getByLabelText('Key name')).toHaveValue('');
});

it('makes a key with a daily cap typed key by key, or read-only, and refuses a cap that is not naira', async () => {
  const server = serveKeys([]);
  const user = await setup();
  await enterText(user, screen.getByLabelText('Key name'), 'Reports');
  const cap = screen.getByLabelText('Daily spending cap in naira (optional)');
  await enterText(user, cap, 'abc');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  expect(await screen.findAllByText(API_KEY_CAP_INVALID)).not.toHaveLength(0);
  expect(server.created).toEqual([]);

  await user.clear(cap);
  await user.type(cap, '50,000');
  await choose(user, 'What the key may do', 'Read only (balance, history, prices): no purchase');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  await screen.findByLabelText('New API key');
  expect(server.created).toEqual([
    {
      name: 'Reports',
      allowed_ips: [],
      daily_cap: 50_000,
      read_only: true,
      format: 'nairatop',
      test: false,
      password: PASSWORD,
    },
  ]);
});

it('makes a test key in a reseller format, and lists its format with its plan map', async () => {
  const server = serveKeys([
    { ...shopKey, id: 5, name: 'Old site', format: 'adex', test: true, prefix: 'ntk_test_AbCd' },
  ]);
  const user = await setup();
  const oldSite = within(keyList().getByText('Old site').closest('li')!);
  expect(
    oldSite.getByText('ADEX (n3tdata style), at /api with Authorization: Token'),
  ).toBeInTheDocument();
  expect(
    oldSite.getByText('Test key: its orders are answered by the sandbox, no money moves'),
  ).toBeInTheDocument();
  expect(oldSite.getByRole('button', { name: 'Plan map of Old site' })).toBeInTheDocument();

  await enterText(user, screen.getByLabelText('Key name'), 'Trial');
  await choose(user, 'API format', 'MSORG (Husmodata style): your existing code, at /api');
  await choose(
    user,
    'Live or test',
    'Test key (ntk_test_): orders answered by the sandbox in every format, no money moves',
  );
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  await screen.findByLabelText('New API key');
  expect(server.created).toEqual([
    expect.objectContaining({ name: 'Trial', format: 'msorg', test: true, read_only: false }),
  ]);
});

it("reads back a test key's orders as the sandbox answered them; a live key has none to read", async () => {
  serveKeys([
    shopKey,
    { ...shopKey, id: 5, name: 'Old site', format: 'adex', test: true, prefix: 'ntk_test_AbCd' },
  ]);
  const delivered: Transaction = {
    id: 31,
    tx_ref: 'test-31',
    subcategory: { id: 3, title: 'IKEDC-Ikeja Electric', image: '' },
    category: null,
    plan: 'Ikeja Electric prepaid',
    phone_no: '08012345678',
    card_no: '1111111111111',
    description: '',
    response: 'TEST ORDER: delivered in the sandbox. No money moved and no provider was asked.',
    amount: 1000,
    token: 'Token 1234-5678-9012-3456-7890',
    initial_balance: 0,
    new_balance: 0,
    status: 'confirmed',
    kind: 'purchase',
    result: null,
    refund: null,
    created_at: '2026-11-30T05:00:00.000Z',
    test: true,
  };
  let reads = 0;
  mswServer.use(
    http.get(apiUrl('api-keys/5/test-orders/'), () => {
      reads += 1;
      return HttpResponse.json({ data: reads === 1 ? [] : [delivered] });
    }),
  );
  const user = await setup();
  expect(keyList().queryByRole('button', { name: 'Test orders of Shop server' })).toBeNull();
  await user.click(keyList().getByRole('button', { name: 'Test orders of Old site' }));
  const dialog = await screen.findByRole('dialog', { name: 'Test orders: Old site' });
  expect(await within(dialog).findByText('No test orders yet')).toBeInTheDocument();
  // The integration orders from elsewhere: Refresh reads them again.
  await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
  const order = within(
    await within(dialog).findByRole('list', { name: 'Test orders of Old site' }),
  ).getByRole('listitem');
  expect(order).toHaveTextContent('Ikeja Electric prepaid');
  expect(order).toHaveTextContent('Confirmed');
  expect(order).toHaveTextContent(`1111111111111 · ${formatNaira(1000)}`);
  expect(order).toHaveTextContent('Token 1234-5678-9012-3456-7890');
});

it('asks before revoking: Keep changes nothing, Revoke removes the key', async () => {
  const server = serveKeys([shopKey]);
  const user = await setup();
  await user.click(keyList().getByRole('button', { name: 'Revoke Shop server' }));
  await user.click(await screen.findByRole('button', { name: 'Keep' }));
  expect(server.revoked).toEqual([]);

  await user.click(keyList().getByRole('button', { name: 'Revoke Shop server' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke "Shop server"?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(screen.getByText('No API keys yet')).toBeInTheDocument());
  expect(server.revoked).toEqual([7]);
  await waitFor(() => expect(popupTexts()).toContain('API key revoked.'));
});

it("shows the server's refusal on the page", async () => {
  serveKeys([]);
  const message = 'You already have 10 API keys. Revoke one you no longer use first.';
  mswServer.use(
    http.post(apiUrl('api-keys/'), () =>
      HttpResponse.json({ message, errors: [{ detail: message }], data: {} }, { status: 409 }),
    ),
  );
  const user = await setup();
  await enterText(user, screen.getByLabelText('Key name'), 'Eleventh');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  await waitFor(() => expect(errorList().getByRole('listitem')).toHaveTextContent(message));
  expect(screen.queryByLabelText('New API key')).toBeNull();
});

it('shows no key before the password is typed, and says when it is wrong', async () => {
  const server = serveKeys([shopKey]);
  const user = setupUser();
  renderWithProviders(<ApiKeysSection />, { route: '/dashboard/profile' });
  const password = await screen.findByLabelText('Password');
  expect(screen.queryByText('Shop server')).toBeNull();
  expect(screen.queryByLabelText('Key name')).toBeNull();
  expect(screen.queryByLabelText('Transaction PIN')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Show my API keys' }));
  expect(server.proofs).toEqual([]);
  await enterText(user, password, 'not-it');
  await user.click(screen.getByRole('button', { name: 'Show my API keys' }));
  await waitFor(() =>
    expect(errorList().getByRole('listitem')).toHaveTextContent('Wrong password: 4 tries left.'),
  );
  expect(screen.queryByText('Shop server')).toBeNull();
});

it('asks for the PIN too when the account has one, and sends both with each change', async () => {
  const server = serveKeys([shopKey], { hasPin: true });
  const user = await setup({ pin: PIN });
  expect(keyList().getByText('Shop server')).toBeInTheDocument();
  await user.click(keyList().getByRole('button', { name: 'Revoke Shop server' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke "Shop server"?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(server.revoked).toEqual([7]));
  expect(server.proofs).toContainEqual({ password: PASSWORD, pin: PIN });
  expect(server.proofs.every((proof) => JSON.stringify(proof).includes(PIN))).toBe(true);
});
