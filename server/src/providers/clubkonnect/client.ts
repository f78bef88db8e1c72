import type { ResultItemField } from '../../ports/result-items';
import { numberAt, objectAt, stringAt, type Loose } from '../../lib/loose';
import type {
  BillsProvider,
  PayRequest,
  ResendGuarantee,
  Variation,
  VerifyOutcome,
} from '../../ports/bills';
import type { Transport } from '../../ports/http';
import { newRequestId } from '../../lib/request-id';
import type { ClubkonnectProducts } from './products';
import { statementByRequery } from '../../ports/statement-by-requery';
import { clubkonnectCaller, type ClubkonnectCallerConfig } from './caller';
import { classifyAnswer, fieldOf, isOurFaultCode, notOffered, parseBody } from './classify';
import {
  ENDPOINTS,
  METER_TYPES,
  PACKAGE_LIST_TV,
  PLAN_LIST_NETWORKS,
  serviceOf,
  type ClubkonnectService,
} from './services';

/*
 * The ClubKonnect (Nellobyte Systems) adapter behind the bills port, used against the real API
 * and the built-in simulator alike. Every call is an HTTPS GET with UserID and APIKey in the query
 * string, cut off after timeoutMs. pay and requery never throw (classify.ts); variations and
 * balance throw ClubkonnectError; verify reports failures in its answer.
 */

export class ClubkonnectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClubkonnectError';
  }
}

export const VERIFY_UNAVAILABLE = 'Verification is not available right now. Please try again.';
const VERIFY_INVALID = 'We could not verify this number. Please check it and try again.';

type Params = Record<string, string | number | undefined>;

/** The script and query parameters of a purchase (exported for tests). */
export function payCall(
  request: PayRequest,
  service: ClubkonnectService,
): { path: string; params: Params } {
  const base = { RequestID: request.requestId };
  switch (service.kind) {
    case 'airtime':
      return {
        path: ENDPOINTS.airtime,
        params: {
          ...base,
          MobileNetwork: service.code,
          Amount: request.amount,
          MobileNumber: request.phone,
        },
      };
    case 'data':
      return {
        path: ENDPOINTS.data,
        params: {
          ...base,
          MobileNetwork: service.code,
          DataPlan: request.variationCode,
          MobileNumber: request.billersCode || request.phone,
        },
      };
    case 'cable':
      return {
        path: ENDPOINTS.cable,
        params: {
          ...base,
          CableTV: service.code,
          Package: request.variationCode,
          SmartCardNo: request.billersCode,
          PhoneNo: request.phone,
        },
      };
    case 'electricity':
      return {
        path: ENDPOINTS.electricity,
        params: {
          ...base,
          ElectricCompany: service.code,
          MeterType: METER_TYPES[request.variationCode ?? ''] ?? request.variationCode,
          MeterNo: request.billersCode,
          Amount: request.amount,
          PhoneNo: request.phone,
        },
      };
    case 'waec':
    case 'jamb':
      return {
        path: service.kind === 'waec' ? ENDPOINTS.waec : ENDPOINTS.jamb,
        params: {
          ...base,
          ExamType: request.variationCode,
          PhoneNo: request.phone,
          // A JAMB PIN is bought for a candidate's profile.
          ...(service.kind === 'jamb' ? { ProfileID: request.billersCode } : {}),
        },
      };
  }
}

const scalarFields = (body: Loose) =>
  Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string | number | boolean | null] =>
        entry[1] === null || ['string', 'number', 'boolean'].includes(typeof entry[1]),
    ),
  );

/**
 * ClubKonnect does not document what a purchase sent again under a RequestID it already received
 * does: it may answer the first order, or sell again. So an order whose pay answer was lost is
 * never sent again; it stays pending with ClubKonnect and is queried. An order it still does not
 * know half an hour after it was made may yet have arrived (an order queued on its side, a query
 * answered before the order was stored), so a person looks at it in ClubKonnect's dashboard.
 */
export const CLUBKONNECT_RESEND: ResendGuarantee = {
  reusedIdAnsweredWithFirstOrder: false,
  source:
    'not documented by ClubKonnect (APIDocs, the per-service pages and public integrations ' +
    'are silent on a reused RequestID)',
  notFoundAttentionAfterMs: 30 * 60 * 1000,
};

export function createClubkonnectClient(
  config: ClubkonnectCallerConfig & {
    /** where ClubKonnect reports an order's changes (CallBackURL); none when undefined */
    callbackUrl?: string;
  },
  transport: Transport = (url, init) => fetch(url, init),
  /** the products services declare beyond the built-in kinds, by our service id */
  products: ClubkonnectProducts = {},
  /** the answer's fields the services keep as items of what they delivered */
  resultItems: readonly ResultItemField[] = [],
): BillsProvider {
  /** One GET; never throws. */
  const call = clubkonnectCaller(config, transport);

  /** The JSON body of a call that must succeed, or a ClubkonnectError. */
  async function bodyOf(path: string, params: Params = {}): Promise<Loose> {
    const answer = await call(path, params);
    if (answer.kind === 'error') throw new ClubkonnectError(answer.error);
    const body = parseBody(answer.body);
    if (answer.status >= 400 || !body)
      throw new ClubkonnectError(
        `ClubKonnect ${path} answered HTTP ${answer.status}: ${answer.body.slice(0, 200)}`,
      );
    const status = fieldOf(body, 'status');
    if (/INVALID|MISSING|ERROR/i.test(status))
      throw new ClubkonnectError(`ClubKonnect ${path}: ${status}`);
    return body;
  }

  /** The groups under a list's top key: {MTN: [{ID, PRODUCT: [...]}]} and the like. */
  function productsOf(list: Loose, key: string, groupName: string | undefined): Loose[] {
    if (!groupName) return [];
    const groups = objectAt(list[key])[groupName];
    if (!Array.isArray(groups)) return [];
    return groups.flatMap((group) => {
      const products = objectAt(group).PRODUCT;
      return Array.isArray(products) ? products.map(objectAt) : [];
    });
  }

  async function variations(serviceId: string): Promise<Variation[]> {
    // A declared product is sold by amount: it has no plan list.
    if (products[serviceId]) return [];
    const service = serviceOf(serviceId);
    if (!service) throw new ClubkonnectError(`ClubKonnect does not sell ${serviceId}`);
    const plan = (code: string, name: string, amount: unknown): Variation => ({
      variationCode: code,
      name,
      amount: numberAt(stringAt(amount).replace(/,/g, '')) ?? 0,
      fixedPrice: true,
    });
    switch (service.kind) {
      case 'airtime':
        return [];
      case 'electricity':
        return [
          { variationCode: 'prepaid', name: 'Prepaid', amount: 0, fixedPrice: false },
          { variationCode: 'postpaid', name: 'Postpaid', amount: 0, fixedPrice: false },
        ];
      case 'data': {
        const list = await bodyOf(ENDPOINTS.dataPlans);
        return productsOf(list, 'MOBILE_NETWORK', PLAN_LIST_NETWORKS[service.code ?? ''])
          .map((item) =>
            plan(stringAt(item.PRODUCT_ID), stringAt(item.PRODUCT_NAME), item.PRODUCT_AMOUNT),
          )
          .filter((item) => item.variationCode);
      }
      case 'cable': {
        const list = await bodyOf(ENDPOINTS.cablePackages);
        return productsOf(list, 'TV_ID', PACKAGE_LIST_TV[service.code ?? ''])
          .map((item) =>
            plan(stringAt(item.PACKAGE_ID), stringAt(item.PACKAGE_NAME), item.PACKAGE_AMOUNT),
          )
          .filter((item) => item.variationCode);
      }
      case 'waec':
      case 'jamb': {
        const list = await bodyOf(
          service.kind === 'waec' ? ENDPOINTS.waecPackages : ENDPOINTS.jambPackages,
        );
        const items = Array.isArray(list.EXAM_TYPE) ? list.EXAM_TYPE.map(objectAt) : [];
        return items
          .map((item) =>
            plan(
              stringAt(item.PRODUCT_CODE),
              stringAt(item.PRODUCT_DESCRIPTION),
              item.PRODUCT_AMOUNT,
            ),
          )
          .filter((item) => item.variationCode);
      }
    }
  }

  async function verify(request: Parameters<BillsProvider['verify']>[0]): Promise<VerifyOutcome> {
    const unavailable = { ok: false, error: VERIFY_UNAVAILABLE, unavailable: true } as const;
    const service = serviceOf(request.serviceId);
    const product = products[request.serviceId];
    let path: string;
    let params: Params;
    if (product?.verify) {
      path = product.verify.script;
      params = { ...product.verify.params(request) };
    } else if (service?.kind === 'cable') {
      path = ENDPOINTS.verifyCable;
      params = { CableTV: service.code, SmartCardNo: request.billersCode };
    } else if (service?.kind === 'electricity') {
      path = ENDPOINTS.verifyElectricity;
      params = {
        ElectricCompany: service.code,
        MeterNo: request.billersCode,
        MeterType: METER_TYPES[request.type ?? 'prepaid'] ?? request.type,
      };
    } else if (service?.kind === 'jamb') {
      path = ENDPOINTS.verifyJamb;
      params = { ExamType: request.type, ProfileID: request.billersCode };
    } else return unavailable;
    const answer = await call(path, params);
    if (answer.kind === 'error' || answer.status >= 500) return unavailable;
    const body = parseBody(answer.body);
    if (!body) return unavailable;
    const name = fieldOf(body, 'customer_name');
    // A refused number comes back as the name itself: INVALID_SMARTCARDNO, INVALID_METERNO...
    const refusal = product ? /^INVALID_/i : /^INVALID_(SMARTCARD|METER|PROFILE|ACCOUNT|CUSTOMER)/i;
    if (refusal.test(name)) return { ok: false, error: VERIFY_INVALID, unavailable: false };
    if (!name) return unavailable;
    // The engine reads VTpass's field names; ClubKonnect gives the name only.
    return { ok: true, content: { ...scalarFields(body), Customer_Name: name } };
  }

  async function requery(requestId: string) {
    return classifyAnswer(
      'requery',
      await call(ENDPOINTS.query, { RequestID: requestId }),
      resultItems,
    );
  }

  return {
    resend: CLUBKONNECT_RESEND,
    variations,
    verify,

    async pay(request) {
      const product = products[request.serviceId];
      if (product) {
        const answer = await call(product.orderScript, {
          RequestID: request.requestId,
          ...product.orderParams(request),
          CallBackURL: config.callbackUrl,
        });
        return classifyAnswer('pay', answer, resultItems);
      }
      const service = serviceOf(request.serviceId);
      if (!service) return notOffered('service');
      // The exam scripts sell one PIN per call; a larger quantity goes to another provider.
      if ((request.quantity ?? 1) !== 1) return notOffered('quantity');
      const { path, params } = payCall(request, service);
      const answer = await call(path, { ...params, CallBackURL: config.callbackUrl });
      return classifyAnswer('pay', answer, resultItems);
    },

    requery,

    // ClubKonnect lists no day of orders: each of ours is queried by its RequestID.
    dayStatement: (_day, requestIds) => statementByRequery('ClubKonnect', requery, requestIds),

    async balance() {
      const body = await bodyOf(ENDPOINTS.balance);
      const balance = numberAt(fieldOf(body, 'balance').replace(/,/g, ''));
      if (balance === undefined)
        throw new ClubkonnectError('ClubKonnect balance: no balance in the answer');
      return balance;
    },

    // ClubKonnect takes any unique RequestID; the VTpass shape (Lagos date-time, then 12
    // alphanumerics) suits both, so a purchase keeps one id whichever provider sells it.
    newRequestId: () => newRequestId(),

    isOurFault: (code) => isOurFaultCode(code),
  };
}
