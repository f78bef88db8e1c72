import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../lib/http-error';
import { verifyCustomer } from '../../../services';
import { accountOf } from '../account';
import {
  amountOf,
  fieldsOf,
  quotesFor,
  textOf,
  yes,
  type FormatContext,
  type FormatRoute,
  type ResellerFormatAdapter,
} from '../format';
import { resellerListing } from '../listing';
import { orderQueryRoute } from '../order-query';
import { clientRef, ORDER_MESSAGES, type OrderRow } from '../orders';
import {
  cableFrom,
  discoFrom,
  examFrom,
  meterTypeFrom,
  networkFrom,
  phoneFrom,
  placeAirtimeOrder,
  placeCableOrder,
  placeDataOrder,
  placeElectricityOrder,
  placeExamOrder,
  verifiedPackage,
} from '../requests';
import { nairaText, orderView, type OrderKind } from '../view';
import { msorgError, msorgOrder } from './answers';

/*
 * MSORG (Husmodata, Maskawasub, Gladtidings, Datastation, ...): `Authorization: Token <key>`, the
 * paths and field names below, networks MTN 1, GLO 2, 9MOBILE 3, AIRTEL 4, errors as
 * {"error": ["..."]}.
 */

const ref = (body: Record<string, unknown>) => {
  const value = clientRef(body.ident);
  if (value instanceof Error) throw badRequest(ORDER_MESSAGES.badRef('ident'));
  return value;
};

const OVERRIDE = 'Ported_number';

async function answer(context: FormatContext, row: OrderRow) {
  const view = await orderView(context.db, row);
  return { status: 201, body: msorgOrder(view) };
}

/** An order query: GET /api/<service>/<id or ident>. */
const query = (url: string, kinds: readonly OrderKind[]) => orderQueryRoute(url, kinds, msorgOrder);

const routes: FormatRoute[] = [
  {
    method: 'POST',
    url: '/data',
    charged: true,
    async handle(context, request: FastifyRequest) {
      const body = fieldsOf(request.body);
      const row = await placeDataOrder(context, request, 'msorg', OVERRIDE, {
        network: networkFrom('msorg', body.network),
        phone: phoneFrom(body.mobile_number),
        plan: textOf(body.plan),
        ported: yes(body.Ported_number),
        ref: ref(body),
      });
      return answer(context, row);
    },
  },
  {
    method: 'POST',
    url: '/topup',
    charged: true,
    async handle(context, request) {
      const body = fieldsOf(request.body);
      const type = textOf(body.airtime_type) || 'VTU';
      if (type.toUpperCase() !== 'VTU')
        throw badRequest('Only VTU airtime is sold here: send airtime_type "VTU".');
      const row = await placeAirtimeOrder(context, request, 'msorg', OVERRIDE, {
        network: networkFrom('msorg', body.network),
        phone: phoneFrom(body.mobile_number),
        amount: amountOf(body.amount),
        ported: yes(body.Ported_number),
        ref: ref(body),
      });
      return answer(context, row);
    },
  },
  {
    method: 'POST',
    url: '/cablesub',
    charged: true,
    async handle(context, request) {
      const body = fieldsOf(request.body);
      const row = await placeCableOrder(context, request, {
        cable: cableFrom('msorg', body.cablename),
        plan: textOf(body.cableplan),
        card: textOf(body.smart_card_number),
        ref: ref(body),
      });
      return answer(context, row);
    },
  },
  {
    method: 'POST',
    url: '/billpayment',
    charged: true,
    async handle(context, request) {
      const body = fieldsOf(request.body);
      const row = await placeElectricityOrder(context, request, {
        disco: discoFrom('msorg', body.disco_name),
        meter: textOf(body.meter_number),
        meterType: meterTypeFrom(body.MeterType),
        amount: amountOf(body.amount),
        ref: ref(body),
      });
      return answer(context, row);
    },
  },
  {
    method: 'GET',
    url: '/validateiuc',
    async handle(context, request) {
      const sent = fieldsOf(request.query);
      const pkg = await verifiedPackage(context, cableFrom('msorg', sent.cablename));
      const content = await verifyCustomer(
        quotesFor(context, request),
        'card',
        pkg.id,
        textOf(sent.smart_card_number),
      );
      return { body: verification(content) };
    },
  },
  {
    method: 'POST',
    url: '/epin',
    charged: true,
    async handle(context, request) {
      const body = fieldsOf(request.body);
      const row = await placeExamOrder(context, request, {
        exam: examFrom('msorg', body.exam_name),
        quantity: body.quantity === undefined ? 1 : amountOf(body.quantity),
        ref: ref(body),
      });
      return answer(context, row);
    },
  },
  {
    method: 'GET',
    url: '/validatemeter',
    async handle(context, request) {
      const sent = fieldsOf(request.query);
      const pkg = await verifiedPackage(context, discoFrom('msorg', sent.disconame));
      const content = await verifyCustomer(
        quotesFor(context, request),
        'meter',
        pkg.id,
        textOf(sent.meternumber),
        meterTypeFrom(sent.mtype),
      );
      return { body: verification(content) };
    },
  },
  {
    method: 'GET',
    url: '/user',
    async handle(context, request) {
      const account = await accountOf(context.db, request.userId);
      return {
        body: {
          user: {
            username: account.username,
            email: account.email,
            FullName: `${account.firstName} ${account.lastName}`.trim(),
            Phone: account.phone,
            Account_Balance: nairaText(account.balanceKobo),
            wallet_balance: nairaText(account.balanceKobo),
          },
        },
      };
    },
  },
  {
    method: 'GET',
    url: '/network',
    async handle(context, request) {
      return {
        body: await resellerListing(context, 'msorg', request.apiKeyId ?? 0, request.userLevelId),
      };
    },
  },
  query('/data', ['data']),
  query('/topup', ['airtime']),
  query('/cablesub', ['cable']),
  query('/billpayment', ['electricity']),
  query('/epin', ['exam']),
];

/** MSORG's validation answer: {"invalid": false, "name": ...} or {"invalid": true, ...}. */
function verification(content: Record<string, unknown>) {
  if (typeof content.error === 'string') return { invalid: true, name: '', error: content.error };
  return {
    invalid: false,
    name: textOf(content.Customer_Name),
    address: textOf(content.Address),
    current_bouquet: textOf(content.Current_Bouquet),
  };
}

export const msorgFormat: ResellerFormatAdapter = {
  format: 'msorg',
  routes,
  errorBody: msorgError,
};
