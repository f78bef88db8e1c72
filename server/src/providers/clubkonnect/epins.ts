import { newRequestId } from '../../lib/request-id';
import type { BillsOutcome } from '../../ports/bills';
import type { EpinOutcome, EpinRequest, EpinSeller } from '../../ports/epins';
import type { Transport } from '../../ports/http';
import { clubkonnectCaller, type ClubkonnectCallerConfig } from './caller';
import { isOurFaultCode, notOffered } from './classify';
import { CLUBKONNECT_RESEND } from './client';
import { classifyEpinAnswer } from './epin-answer';
import { ENDPOINTS, EPIN_MAX_QUANTITY, EPIN_NETWORKS, EPIN_VALUES } from './services';

/*
 * The ClubKonnect adapter behind the e-PIN port: airtime recharge cards from APIEPINV1.asp
 * (MobileNetwork, Value, Quantity) and data cards from APIDatabundleEPINV1.asp (MobileNetwork,
 * DataPlan, Quantity), both with our RequestID and CallBackURL; an order is queried by its
 * RequestID on APIQueryV1.asp. buyEpins and requeryEpins never throw (epin-answer.ts reads every
 * answer). A request ClubKonnect would not take (a denomination it does not issue, a batch over
 * its limit, a plan missing) is refused here, before anything is sent or charged.
 */

const asEpin = (bills: BillsOutcome): EpinOutcome => ({
  state: 'failed',
  cards: [],
  description: bills.description,
  ...(bills.code ? { code: bills.code } : {}),
  ourFault: bills.ourFault,
  providerSide: bills.providerSide,
  raw: bills.raw,
});

/** The order's script and parameters, or the refusal of a request ClubKonnect would not take. */
function orderCall(
  request: EpinRequest,
): { path: string; params: Record<string, string | number> } | EpinOutcome {
  const network = EPIN_NETWORKS[request.network];
  if (!network) return asEpin(notOffered('service'));
  const { quantity } = request;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > EPIN_MAX_QUANTITY)
    return asEpin(notOffered('quantity'));
  const base = { MobileNetwork: network, Quantity: quantity, RequestID: request.requestId };
  if (request.kind === 'airtime') {
    const value = request.valueNaira;
    if (value === undefined || !EPIN_VALUES.includes(value)) return asEpin(notOffered('value'));
    return { path: ENDPOINTS.airtimeEpin, params: { ...base, Value: value } };
  }
  // A data card without a plan is our request's fault: nothing to send.
  if (!request.planCode) return asEpin(notOffered('service'));
  return { path: ENDPOINTS.dataEpin, params: { ...base, DataPlan: request.planCode } };
}

export function createClubkonnectEpins(
  config: ClubkonnectCallerConfig & {
    /** where ClubKonnect reports an order's changes (CallBackURL); none when undefined */
    callbackUrl?: string;
  },
  transport: Transport = (url, init) => fetch(url, init),
): EpinSeller {
  const call = clubkonnectCaller(config, transport);
  return {
    // ClubKonnect's rule for a reused RequestID is the same unknown for e-PIN orders.
    resend: CLUBKONNECT_RESEND,

    maxPerOrder: EPIN_MAX_QUANTITY,

    async buyEpins(request) {
      const order = orderCall(request);
      if ('state' in order) return order;
      const answer = await call(order.path, { ...order.params, CallBackURL: config.callbackUrl });
      return classifyEpinAnswer('pay', answer, request.quantity, request.valueNaira);
    },

    async requeryEpins(requestId, quantity) {
      const answer = await call(ENDPOINTS.query, { RequestID: requestId });
      return classifyEpinAnswer('requery', answer, quantity);
    },

    isOurFault: isOurFaultCode,

    // The same three denominations on every network, as every public integration sends them.
    epinDenominations: () => EPIN_VALUES,

    newRequestId: () => newRequestId(),
  };
}
