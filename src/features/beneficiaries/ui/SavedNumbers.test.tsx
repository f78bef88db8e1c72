import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Beneficiary } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { SavedNumbers } from './SavedNumbers';

const entry = (overrides: Partial<Beneficiary>): Beneficiary => ({
  id: 1,
  kind: 'phone',
  name: 'Mum',
  number: '08031234567',
  meter_type: null,
  service_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The server's list, renamed and deleted in place as the requests arrive. */
function serveSaved(list: Beneficiary[]) {
  const renames: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('beneficiaries/'), () => HttpResponse.json({ data: list })),
    http.patch(apiUrl('beneficiaries/:id/'), async ({ params, request }) => {
      const body = (await request.json()) as { name: string };
      renames.push(body);
      const row = list.find((item) => item.id === Number(params.id));
      if (row) row.name = body.name;
      return HttpResponse.json({ data: row });
    }),
    http.delete(apiUrl('beneficiaries/:id/'), ({ params }) => {
      list.splice(
        list.findIndex((item) => item.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ data: null });
    }),
  );
  return renames;
}

beforeEach(() => writeAccessToken('token-1'));

it('says there are none yet', async () => {
  serveSaved([]);
  renderWithProviders(<SavedNumbers />);
  expect(await screen.findByText(/No saved numbers yet/)).toBeInTheDocument();
});

it('renames a saved number with the typed name', async () => {
  const renames = serveSaved([
    entry({}),
    entry({ id: 2, kind: 'meter', name: 'Shop', number: '1111111111111', meter_type: 'prepaid' }),
  ]);
  const user = setupUser();
  renderWithProviders(<SavedNumbers />);
  const list = await screen.findByRole('list', { name: 'Saved numbers' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByText(/Meter 1111111111111/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Rename Mum' }));
  const field = screen.getByLabelText('New name');
  await user.clear(field);
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Give this number a name');
  await user.type(field, 'Mama');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await within(list).findByText('Mama')).toBeInTheDocument();
  expect(renames).toEqual([{ name: 'Mama' }]);
});

it('deletes a saved number only after Delete is confirmed', async () => {
  serveSaved([entry({})]);
  const user = setupUser();
  renderWithProviders(<SavedNumbers />);
  await user.click(await screen.findByRole('button', { name: 'Delete Mum' }));
  await user.click(
    await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Keep' }),
  );
  expect(screen.getByText('Mum')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete Mum' }));
  await user.click(
    await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText(/No saved numbers yet/)).toBeInTheDocument();
});
