import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiKey } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { formatDateTime } from '@contract/format';
import {
  apiUrl,
  enterText,
  errorList,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { ApiKeysSection } from './ApiKeysSection';

const SECRET_KEY = 'ntk_AbCdEfGhIjKl_' + 's'.repeat(43);

const shopKey: ApiKey = {
  id: 7,
  name: 'Shop server',
  prefix: 'ntk_ZyXwVuTsRqPo',
  allowed_ips: ['203.0.113.0/24'],
  created_at: '2026-11-20T09:30:00.000Z',
  last_used_at: '2026-11-24T18:05:00.000Z',
};

/** A server holding the keys in memory, as the real one does per user. */
function serveKeys(initial: ApiKey[]) {
  const state = { keys: [...initial], created: [] as unknown[], revoked: [] as number[] };
  mswServer.use(
    http.get(apiUrl('api-keys/'), () => HttpResponse.json({ data: state.keys })),
    http.post(apiUrl('api-keys/'), async ({ request }) => {
      const body = (await request.json()) as { name: string; allowed_ips: string[] };
      state.created.push(body);
      const created: ApiKey = {
        id: 8,
        name: body.name,
        prefix: SECRET_KEY.slice(0, 16),
        allowed_ips: body.allowed_ips,
        created_at: '2026-11-25T08:00:00.000Z',
        last_used_at: null,
      };
      state.keys.push(created);
      return HttpResponse.json(
        { message: 'API key created.', data: { ...created, key: SECRET_KEY } },
        { status: 201 },
      );
    }),
    http.delete(apiUrl('api-keys/:id/'), ({ params }) => {
      const id = Number(params.id);
      state.revoked.push(id);
      state.keys = state.keys.filter((key) => key.id !== id);
      return HttpResponse.json({ message: 'API key revoked.', data: null });
    }),
  );
  return state;
}

const keyList = () => within(screen.getByRole('list', { name: 'Your API keys' }));

async function setup() {
  const user = setupUser();
  renderWithProviders(<ApiKeysSection />, { route: '/dashboard/profile' });
  await waitFor(() =>
    expect(
      screen.queryByText('No API keys yet') ??
        screen.queryByRole('list', { name: 'Your API keys' }),
    ).not.toBeNull(),
  );
  return user;
}

beforeEach(() => writeAccessToken('token-1'));

it('lists each key by name and first characters, with created, last used and allowed IPs', async () => {
  serveKeys([shopKey, { ...shopKey, id: 9, name: 'Backup', allowed_ips: [], last_used_at: null }]);
  await setup();
  const items = keyList().getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const [shop, backup] = items.map((item) => within(item));
  expect(shop?.getByText('Shop server')).toBeInTheDocument();
  expect(shop?.getByText('ntk_ZyXwVuTsRqPo…')).toBeInTheDocument();
  expect(shop?.getByText(formatDateTime(shopKey.created_at))).toBeInTheDocument();
  expect(shop?.getByText(formatDateTime(shopKey.last_used_at))).toBeInTheDocument();
  expect(shop?.getByText('203.0.113.0/24')).toBeInTheDocument();
  expect(backup?.getByText('Never')).toBeInTheDocument();
  expect(backup?.getByText('Any address')).toBeInTheDocument();
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
    { name: 'Till 2', allowed_ips: ['203.0.113.7', '198.51.100.0/24'] },
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
