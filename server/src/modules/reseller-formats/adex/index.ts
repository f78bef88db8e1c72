import { badRequest } from '../../../lib/http-error';
import { verifyCustomer } from '../../../services';
import { presentedApiKey } from '../../api-keys/authenticate';
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
import { adexError, adexOrder } from './answers';

/*
 * ADEX (n3tdata, Legitdataway, Bilalsadasub, ...): `POST /api/user` with Basic auth answers the
 * AccessToken, then `Authorization: Token <AccessToken>`; networks MTN 1, AIRTEL 2, GLO 3,
 * 9MOBILE 4; the client's `request-id`; answers `status` success / fail / process.
 *
 * Basic auth here is the account's username and the API key as the password, and the AccessToken
 * answered is that key: no credential is made from a password.
 */

const ref = (body: Record<string, unknown>) => {
  const value = clientRef(body['request-id']);
  if (value instanceof Error) throw badRequest(ORDER_MESSAGES.badRef('request-id'));
  return value;
};

const OVERRIDE = 'bypass';

async function answer(context: FormatContext, row: OrderRow) {
  const view = await orderView(context.db, row);
  return { status: view.outcome === 'failed' ? 400 : 200, body: adexOrder(view) };
}

const query = (url: string, kinds: readonly OrderKind[]) => orderQueryRoute(url, kinds, adexOrder);

/** ADEX's validation answer: {"status": "success", "name": ...} or a fail. */
function verification(content: Record<string, unknown>) {
  if (typeof content.error === 'string')
    return { status: 400, body: { status: 'fail', message: content.error } };
  return {
    body: {
      status: 'success',
      name: textOf(content.Customer_Name),
      // ADEX hosts differ; clients read either name.
      customer_name: textOf(content.Customer_Name),
      address: textOf(content.Address),
      current_bouquet: textOf(content.Current_Bouquet),
    },
  };
}

const routes: FormatRoute[] = [
  {
    method: 'POST',
    url: '/user',
    async handle(context, request) {
      const account = await accountOf(context.db, request.userId);
      return {
        body: {
          status: 'success',
          AccessToken: presentedApiKey(request),
          username: account.username,
          balance: nairaText(account.balanceKobo),
        },
      };
    },
  },
  {
    method: 'POST',
    url: '/data',
    charged: true,
    async handle(context, request) {
      const body = fieldsOf(request.body);
      const row = await placeDataOrder(context, request, 'adex', OVERRIDE, {
        network: networkFrom('adex', body.network),
        phone: phoneFrom(body.phone),
        plan: textOf(body.data_plan),
        ported: yes(body.bypass),
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
      const type = textOf(body.plan_type) || 'VTU';
      if (type.toUpperCase() !== 'VTU')
        throw badRequest('Only VTU airtime is sold here: send plan_type "VTU".');
      const row = await placeAirtimeOrder(context, request, 'adex', OVERRIDE, {
        network: networkFrom('adex', body.network),
        phone: phoneFrom(body.phone),
        amount: amountOf(body.amount),
        ported: yes(body.bypass),
        ref: ref(body),
      });
      return answer(context, row);
    },
  },
  {
    method: 'POST',
    url: '/cable',
    charged: true,
    async handle(context, request) {
      const body = fieldsOf(request.body);
      const row = await placeCableOrder(context, request, {
        cable: cableFrom('adex', body.cable),
        plan: textOf(body.cable_plan),
        card: textOf(body.iuc),
        ref: ref(body),
      });
      return answer(context, row);
    },
  },
  {
    method: 'POST',
    url: '/bill',
    charged: true,
    async handle(context, request) {
      const body = fieldsOf(request.body);
      const row = await placeElectricityOrder(context, request, {
        disco: discoFrom('adex', body.disco),
        meter: textOf(body.meter_number),
        meterType: meterTypeFrom(body.meter_type),
        amount: amountOf(body.amount),
        ref: ref(body),
      });
      return answer(context, row);
    },
  },
  {
    method: 'POST',
    url: '/exam',
    charged: true,
    async handle(context, request) {
      const body = fieldsOf(request.body);
      const row = await placeExamOrder(context, request, {
        exam: examFrom('adex', body.exam),
        quantity: body.quantity === undefined ? 1 : amountOf(body.quantity),
        ref: ref(body),
      });
      return answer(context, row);
    },
  },
  {
    method: 'GET',
    url: '/cable/cable-validation',
    async handle(context, request) {
      const sent = fieldsOf(request.query);
      const pkg = await verifiedPackage(context, cableFrom('adex', sent.cable));
      return verification(
        await verifyCustomer(quotesFor(context, request), 'card', pkg.id, textOf(sent.iuc)),
      );
    },
  },
  {
    method: 'GET',
    url: '/bill/bill-validation',
    async handle(context, request) {
      const sent = fieldsOf(request.query);
      const pkg = await verifiedPackage(context, discoFrom('adex', sent.disco));
      return verification(
        await verifyCustomer(
          quotesFor(context, request),
          'meter',
          pkg.id,
          textOf(sent.meter_number),
          meterTypeFrom(sent.meter_type),
        ),
      );
    },
  },
  {
    method: 'GET',
    url: '/network',
    async handle(context, request) {
      return {
        body: await resellerListing(context, 'adex', request.apiKeyId ?? 0, request.userLevelId),
      };
    },
  },
  query('/data', ['data']),
  query('/topup', ['airtime']),
  query('/cable', ['cable']),
  query('/bill', ['electricity']),
  query('/exam', ['exam']),
];

export const adexFormat: ResellerFormatAdapter = {
  format: 'adex',
  routes,
  errorBody: (message) => adexError(message),
};
