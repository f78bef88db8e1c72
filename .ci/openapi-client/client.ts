/*
 * What an integrator writes against the generated types: list the airtime networks, buy airtime
 * with an idempotency key, read the outcome and the transaction, and read our error envelope. It
 * is compiled under strict, never run: it breaks when the document stops describing these calls.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from 'nairatop-api';

type ApiError = components['schemas']['ApiError'];

export function nairaTop(baseUrl: string, apiKey: string) {
  return createClient<paths>({ baseUrl, headers: { 'X-API-Key': apiKey } });
}

export async function buyAirtime(
  api: ReturnType<typeof nairaTop>,
  order: { id: string; phone: string; naira: number },
): Promise<{ ok: true; status: string; reference: string } | { ok: false; error: ApiError }> {
  const networks = await api.GET('/api/v1/get-package/{categoryId}/', {
    params: { path: { categoryId: 1 } },
  });
  if (networks.error) return { ok: false, error: networks.error };
  const mtn = networks.data.data.find((network) => network.service_id === 'mtn');
  if (!mtn) throw new Error('MTN is not on sale');

  const bought = await api.POST('/api/v1/purchase-airtime/', {
    params: { header: { 'idempotency-key': order.id } },
    body: { package_id: mtn.id, phone_number: order.phone, amount: order.naira },
  });
  if (bought.error) return { ok: false, error: bought.error };
  const { transaction, wallet_balance } = bought.data.data;
  const balance: number = wallet_balance;
  void balance;

  const receipt = await api.GET('/api/v1/get-transaction-by-id/{id}/', {
    params: { path: { id: transaction.id } },
  });
  if (receipt.error) return { ok: false, error: receipt.error };
  const [first] = receipt.data.data;
  return { ok: true, status: first?.status ?? transaction.status, reference: transaction.tx_ref };
}

export async function balance(api: ReturnType<typeof nairaTop>): Promise<number> {
  const { data, error } = await api.GET('/api/v1/get-user/');
  if (error) throw new Error(error.message);
  return data.data.wallet_balance;
}
