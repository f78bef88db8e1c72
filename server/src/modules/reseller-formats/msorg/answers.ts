import { networkNumber, RESELLER_IDS } from '@contract/rules/reseller-ids';
import { NETWORK_NAMES } from '@contract/rules/network';
import { nairaText, type OrderOutcome, type OrderView } from '../view';

/*
 * MSORG's words (Husmodata style): `Status` with a capital S, `successful` / `failed` /
 * `processing`, balances and amounts as naira text, the client's `ident` echoed.
 */

export const MSORG_STATUS: Readonly<Record<OrderOutcome, string>> = {
  delivered: 'successful',
  failed: 'failed',
  processing: 'processing',
};

const numberIn = (table: Readonly<Record<number, string>>, slug: string | null) => {
  const found = Object.entries(table).find(([, value]) => value === slug);
  return found ? Number(found[0]) : null;
};

/** An order in MSORG's shape, by its kind. */
export function msorgOrder(view: OrderView): Record<string, unknown> {
  const common = {
    id: view.id,
    ident: view.ref,
    Status: MSORG_STATUS[view.outcome],
    api_response: view.message,
    balance_before: nairaText(view.balanceBeforeKobo),
    balance_after: nairaText(view.balanceAfterKobo),
    create_date: view.createdAt.toISOString(),
  };
  const network = view.network ? networkNumber('msorg', view.network) : null;
  const networkName = view.network ? NETWORK_NAMES[view.network].toUpperCase() : null;
  switch (view.kind) {
    case 'data':
      return {
        ...common,
        network,
        mobile_number: view.phone,
        plan: view.planId === null ? null : Number(view.planId) || view.planId,
        plan_network: networkName,
        plan_name: view.planName,
        plan_amount: nairaText(view.chargedKobo),
        Ported_number: view.ported,
      };
    case 'airtime':
      return {
        ...common,
        network,
        airtime_type: 'VTU',
        mobile_number: view.phone,
        amount: nairaText(view.faceKobo),
        paid_amount: nairaText(view.chargedKobo),
        plan_network: networkName,
        Ported_number: view.ported,
      };
    case 'cable':
      return {
        ...common,
        cablename: numberIn(RESELLER_IDS.msorg.cables, view.packageSlug),
        cableplan: view.planId === null ? null : Number(view.planId) || view.planId,
        package: view.planName,
        smart_card_number: view.account,
        plan_amount: nairaText(view.chargedKobo),
      };
    case 'electricity':
      return {
        ...common,
        disco_name: numberIn(RESELLER_IDS.msorg.discos, view.packageSlug),
        disco: view.packageTitle,
        meter_number: view.account,
        amount: nairaText(view.faceKobo),
        paid_amount: nairaText(view.chargedKobo),
        token: view.token,
      };
    case 'exam':
      return {
        ...common,
        exam_name: view.packageTitle,
        quantity: 1,
        amount: nairaText(view.chargedKobo),
        pin: view.token,
      };
    default:
      return { ...common, amount: nairaText(view.chargedKobo), description: view.planName };
  }
}

export const msorgError = (message: string, status: number) =>
  status === 401 || status === 403 ? { detail: message } : { error: [message] };
