import { eq } from 'drizzle-orm';
import type { ApiKeyFormat } from '@contract/constants';
import type { CreatedApiKey } from '@contract/api';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { PASSWORD, bearer, signedInUser } from './accounts';
import { json } from './harness';
import { seedBalance } from './wallet';

/*
 * Two reseller clients as resellers' own code is written against MSORG (Husmodata style) and ADEX
 * (n3tdata style) hosts: their paths, headers and field names from the formats' public client
 * integrations, not from our schemas. Each answers the HTTP status and the parsed JSON.
 */

export interface ClientAnswer {
  status: number;
  body: Record<string, unknown>;
}

async function send(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  authorization: string,
  payload?: object,
): Promise<ClientAnswer> {
  const response = await app.inject({
    method,
    url,
    // A call without a body sends no content type, as curl and fetch send it.
    headers: { authorization, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as Record<string, unknown>,
  };
}

export class MsorgClient {
  constructor(
    private readonly app: App,
    private readonly token: string,
  ) {}
  private get auth() {
    return `Token ${this.token}`;
  }
  buyData(order: {
    network: number;
    mobile_number: string;
    plan: number;
    Ported_number: boolean;
    ident?: string;
  }) {
    return send(this.app, 'POST', '/api/data/', this.auth, order);
  }
  topup(order: {
    network: number;
    amount: number | string;
    mobile_number: string;
    Ported_number: boolean;
    airtime_type: 'VTU';
    ident?: string;
  }) {
    return send(this.app, 'POST', '/api/topup/', this.auth, order);
  }
  cablesub(order: {
    cablename: number;
    cableplan: number;
    smart_card_number: string;
    ident?: string;
  }) {
    return send(this.app, 'POST', '/api/cablesub/', this.auth, order);
  }
  validateIuc(smartCard: string, cablename: number) {
    return send(
      this.app,
      'GET',
      `/api/validateiuc?smart_card_number=${smartCard}&cablename=${cablename}`,
      this.auth,
    );
  }
  billpayment(order: {
    disco_name: number | string;
    amount: number | string;
    meter_number: string;
    MeterType: 1 | 2;
    ident?: string;
  }) {
    return send(this.app, 'POST', '/api/billpayment/', this.auth, order);
  }
  validateMeter(meter: string, disco: number, type: 1 | 2) {
    return send(
      this.app,
      'GET',
      `/api/validatemeter?meternumber=${meter}&disconame=${disco}&mtype=${type}`,
      this.auth,
    );
  }
  epin(order: { exam_name: number | string; quantity: number; ident?: string }) {
    return send(this.app, 'POST', '/api/epin/', this.auth, order);
  }
  user() {
    return send(this.app, 'GET', '/api/user/', this.auth);
  }
  order(service: 'data' | 'topup' | 'cablesub' | 'billpayment' | 'epin', id: string | number) {
    return send(this.app, 'GET', `/api/${service}/${id}`, this.auth);
  }
  networks() {
    return send(this.app, 'GET', '/api/network/', this.auth);
  }
}

export class AdexClient {
  private accessToken = '';
  constructor(private readonly app: App) {}
  private get auth() {
    return `Token ${this.accessToken}`;
  }
  /** POST /api/user with Basic auth; keeps the AccessToken for the calls after it. */
  async login(username: string, password: string) {
    const basic = Buffer.from(`${username}:${password}`).toString('base64');
    const answer = await send(this.app, 'POST', '/api/user', `Basic ${basic}`);
    if (typeof answer.body.AccessToken === 'string') this.accessToken = answer.body.AccessToken;
    return answer;
  }
  data(order: {
    network: number;
    phone: string;
    data_plan: number;
    bypass: boolean;
    'request-id': string;
  }) {
    return send(this.app, 'POST', '/api/data', this.auth, order);
  }
  topup(order: {
    network: number;
    phone: string;
    plan_type: 'VTU';
    amount: number;
    bypass: boolean;
    'request-id': string;
  }) {
    return send(this.app, 'POST', '/api/topup', this.auth, order);
  }
  cable(order: {
    cable: number;
    iuc: string;
    cable_plan: number;
    bypass: boolean;
    'request-id': string;
  }) {
    return send(this.app, 'POST', '/api/cable', this.auth, order);
  }
  cableValidation(iuc: string, cable: number) {
    return send(
      this.app,
      'GET',
      `/api/cable/cable-validation?iuc=${iuc}&cable=${cable}`,
      this.auth,
    );
  }
  bill(order: {
    disco: number;
    meter_type: 'prepaid' | 'postpaid';
    meter_number: string;
    amount: number;
    bypass: boolean;
    'request-id': string;
  }) {
    return send(this.app, 'POST', '/api/bill', this.auth, order);
  }
  billValidation(meter: string, disco: number, type: 'prepaid' | 'postpaid') {
    return send(
      this.app,
      'GET',
      `/api/bill/bill-validation?meter_number=${meter}&disco=${disco}&meter_type=${type}`,
      this.auth,
    );
  }
  exam(order: { exam: number; quantity: number; 'request-id': string }) {
    return send(this.app, 'POST', '/api/exam', this.auth, order);
  }
  order(service: 'data' | 'topup' | 'cable' | 'bill' | 'exam', requestId: string) {
    return send(this.app, 'GET', `/api/${service}/${requestId}`, this.auth);
  }
  networks() {
    return send(this.app, 'GET', '/api/network', this.auth);
  }
}

/** A customer with a funded wallet and an API key in `format`, made as the profile makes it. */
export async function resellerAccount(
  app: App,
  format: ApiKeyFormat,
  {
    naira = 50_000,
    readOnly = false,
    test = false,
  }: { naira?: number; readOnly?: boolean; test?: boolean } = {},
) {
  const user = await signedInUser(app);
  if (naira) await seedBalance(app.db, user.id, 'wallet', naira);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/api-keys/',
    headers: bearer(user.token),
    payload: { name: `${format} site`, format, read_only: readOnly, test, password: PASSWORD },
  });
  if (response.statusCode !== 201) throw new Error(`key not made: ${response.body}`);
  const apiKey = json<{ data: CreatedApiKey }>(response).data;
  const [row] = await app.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, user.id));
  return { ...user, key: apiKey.key, keyId: apiKey.id, username: row?.username ?? '' };
}
