import { PURCHASE_SERVICES } from './services';

/*
 * Request and answer examples of the API document, by operationId, as the sandbox answers them.
 * Redocly's lint (CI) checks each against its schema; an example the schema no longer accepts
 * fails the build.
 */

const purchasedAirtime = {
  message: 'Transaction successful: MTN airtime of ₦100.00 for 08011111111.',
  data: {
    transaction: {
      id: 1045,
      tx_ref: 'NT17955725004326460F983',
      subcategory: { id: 1, title: 'MTN', image: '/media/logos/mtn.svg' },
      category: { id: 1, name: 'Airtime', image: '/media/categories/airtime.svg' },
      plan: 'MTN Airtime ₦100.00',
      phone_no: '08011111111',
      card_no: null,
      description: 'MTN airtime of ₦100.00 for 08011111111',
      response: 'Transaction successful: MTN airtime of ₦100.00 for 08011111111.',
      amount: 99,
      token: null,
      initial_balance: 5000,
      new_balance: 4901,
      refund: null,
      status: 'confirmed',
      kind: 'purchase',
      result: {},
      created_at: '2026-11-25T09:08:20.428Z',
    },
    wallet_balance: 4901,
  },
};

const refused = (field: string, detail: string) => ({
  message: detail,
  errors: [{ detail, field }],
  data: { [field]: detail },
});

interface OperationExamples {
  request?: unknown;
  answers?: Record<string, unknown>;
}

/** Each purchase service's request example, from its folder. */
const purchaseRequests = Object.fromEntries(
  Object.values(PURCHASE_SERVICES).map((service): [string, OperationExamples] => [
    service.route.operationId,
    { request: service.route.example },
  ]),
);

const networkStatus = {
  data: {
    window_minutes: 60,
    computed_at: '2026-11-25T09:08:20.428Z',
    entries: [
      {
        package_id: 1,
        category_id: 1,
        service: 'airtime',
        title: 'MTN',
        network: 'MTN',
        label: 'MTN airtime',
        orders: 214,
        delivered: 209,
        failed: 3,
        pending: 2,
        late: 0,
        success_rate: 0.9858,
        median_seconds: 4.2,
        state: 'good',
        summary: 'MTN airtime: working normally',
      },
      {
        package_id: 5,
        category_id: 2,
        service: 'data',
        title: 'MTN SME',
        network: 'MTN',
        label: 'MTN SME',
        orders: 96,
        delivered: 81,
        failed: 4,
        pending: 11,
        late: 6,
        success_rate: 0.9529,
        median_seconds: 40,
        state: 'slow',
        summary: 'MTN SME: slow now, median 40 s',
      },
      {
        package_id: 6,
        category_id: 2,
        service: 'data',
        title: 'MTN Gifting',
        network: 'MTN',
        label: 'MTN Gifting',
        orders: 13,
        delivered: 8,
        failed: 5,
        pending: 0,
        late: 0,
        success_rate: 0.6154,
        median_seconds: 9.5,
        state: 'failing',
        summary: 'MTN Gifting: failing now, 61% delivered in the last hour',
      },
      {
        package_id: 31,
        category_id: 3,
        service: 'cable',
        title: 'STARTIMES',
        network: null,
        label: 'STARTIMES',
        orders: 0,
        delivered: 0,
        failed: 0,
        pending: 0,
        late: 0,
        success_rate: null,
        median_seconds: null,
        state: 'no_recent_orders',
        summary: null,
      },
    ],
  },
};

export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  ...purchaseRequests,
  getNetworkStatus: { answers: { 200: networkStatus } },
  purchaseAirtime: {
    request: PURCHASE_SERVICES.airtime.route.example,
    answers: {
      200: purchasedAirtime,
      400: refused('phone_number', 'Phone number is invalid'),
      // Signed in with a token on an account with a transaction PIN (an API key never needs it).
      403: refused('pin', 'Wrong transaction PIN: 4 tries left.'),
    },
  },
  createApiKey: {
    request: {
      name: 'Shop server',
      allowed_ips: ['203.0.113.7'],
      daily_cap: 50_000,
      read_only: false,
      format: 'nairatop',
      test: false,
      password: 'the account password',
    },
    answers: {
      201: {
        message: 'API key created. Copy it now: it will not be shown again.',
        data: {
          id: 1,
          name: 'Shop server',
          prefix: 'ntk_KyKrEVUuoSi9',
          allowed_ips: ['203.0.113.7'],
          created_at: '2026-11-25T09:08:20.470Z',
          last_used_at: null,
          last_used_ip: null,
          daily_cap: 50_000,
          read_only: false,
          format: 'nairatop',
          test: false,
          key: 'ntk_KyKrEVUuoSi9_Thh1ets02zlY-8PZtoQa5bTGOQmkXypULKNOzhZJu7s',
        },
      },
    },
  },
};

type Media = Record<string, { example?: unknown }>;
interface Operation {
  operationId?: string;
  requestBody?: { content?: Media };
  responses?: Record<string, { content?: Media }>;
}

const setExample = (content: Media | undefined, example: unknown) => {
  const json = content?.['application/json'];
  if (json) json.example = example;
};

/** Puts the examples into the generated document's operations. */
export function addExamples<T extends object>(document: T): T {
  const { paths } = document as { paths?: Record<string, Record<string, unknown>> };
  for (const methods of Object.values(paths ?? {})) {
    for (const value of Object.values(methods)) {
      const operation = value as Operation;
      const examples = operation.operationId
        ? OPERATION_EXAMPLES[operation.operationId]
        : undefined;
      if (!examples) continue;
      if (examples.request !== undefined)
        setExample(operation.requestBody?.content, examples.request);
      for (const [code, example] of Object.entries(examples.answers ?? {}))
        setExample(operation.responses?.[code]?.content, example);
    }
  }
  return document;
}
