import { randomInt } from 'node:crypto';
import type { RegisterRequest } from '@contract/api';
import type { App } from '../src/app';
import { json } from './harness';

export const PASSWORD = 'correct-horse-9';

let counter = 0;
const phoneBase = randomInt(10_000_000);
/** A phone number no other call of this has used (a number belongs to one account). */
export const uniquePhone = () =>
  `070${String((phoneBase + (counter += 1)) % 100_000_000).padStart(8, '0')}`;

/** A registration that passes every check, with an e-mail and phone no other call of this has used. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const email = overrides.email ?? `ada${counter}.${Date.now()}@example.com`;
  return {
    first_name: 'Ada',
    last_name: 'Obi',
    username: email,
    email,
    password: PASSWORD,
    password2: PASSWORD,
    phone_no: uniquePhone(),
    referred_by: '',
    hear_us: 'Google',
    ...overrides,
  };
}

export async function registerUser(app: App, overrides: Partial<RegisterRequest> = {}) {
  const body = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/register/', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { data } = json<{ data: { id: number; username: string } }>(response);
  return { ...data, email: body.email, password: body.password, phone_no: body.phone_no };
}

export async function login(app: App, email: string, password = PASSWORD, ip?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** Registers a user and signs in; returns the token with the account. */
export async function signedInUser(app: App, overrides: Partial<RegisterRequest> = {}) {
  const user = await registerUser(app, overrides);
  const response = await login(app, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = json<{ data: { access: string } }>(response).data.access;
  return { ...user, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface ErrorBody {
  message: string;
  errors: { detail: string; field?: string }[];
  data: Record<string, string>;
}
