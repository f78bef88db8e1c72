import { NETWORK_NAMES } from '@contract/rules/network';
import { nairaText, type OrderOutcome, type OrderView } from '../view';

/*
 * ADEX's words (n3tdata style): `status` `success` / `fail` / `process`, the client's
 * `request-id` echoed, `oldbal` and `newbal`, `message`.
 */

export const ADEX_STATUS: Readonly<Record<OrderOutcome, string>> = {
  delivered: 'success',
  failed: 'fail',
  processing: 'process',
};

const PLAN_TYPE = {
  data: 'DATA',
  airtime: 'VTU',
  cable: 'CABLE',
  electricity: 'BILL',
  exam: 'EXAM',
  other: '',
};

export function adexOrder(view: OrderView): Record<string, unknown> {
  const common = {
    status: ADEX_STATUS[view.outcome],
    'request-id': view.ref,
    id: view.id,
    message: view.message,
    amount: nairaText(view.chargedKobo),
    oldbal: nairaText(view.balanceBeforeKobo),
    newbal: nairaText(view.balanceAfterKobo),
    plan_type: PLAN_TYPE[view.kind],
    system: 'API',
    wallet_vending: 'wallet',
    date: view.createdAt.toISOString(),
  };
  const network = view.network ? NETWORK_NAMES[view.network].toUpperCase() : null;
  switch (view.kind) {
    case 'data':
      return {
        ...common,
        network,
        phone_number: view.phone,
        data_plan: view.planId === null ? null : Number(view.planId) || view.planId,
        dataplan: view.planName,
      };
    case 'airtime':
      return { ...common, network, phone_number: view.phone, face_value: nairaText(view.faceKobo) };
    case 'cable':
      return {
        ...common,
        cable_name: view.packageTitle,
        cable_plan: view.planId === null ? null : Number(view.planId) || view.planId,
        plan_name: view.planName,
        iuc: view.account,
      };
    case 'electricity':
      return {
        ...common,
        disco_name: view.packageTitle,
        meter_number: view.account,
        face_value: nairaText(view.faceKobo),
        token: view.token,
      };
    case 'exam':
      return { ...common, exam_name: view.packageTitle, pin: view.token };
    default:
      return common;
  }
}

export const adexError = (message: string) => ({ status: 'fail', message });
