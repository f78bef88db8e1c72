import { randomBytes, randomInt } from 'node:crypto';
import { BenchRefusal } from './throwaway-postgres';

/*
 * A bench's customers, made as a new user makes an account: registered and signed in through the
 * API of the server at `baseUrl` (each with a phone number of its own). The bench funds them.
 */

export interface BenchCustomer {
  id: number;
  /** the signed-in session's bearer token */
  token: string;
}

const PASSWORD = 'correct-horse-9';

async function post(url: string, body: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: await response.text() };
}

/** A new customer, its e-mail starting with `label` (which bench and which one). */
export async function registerCustomer(baseUrl: string, label: string): Promise<BenchCustomer> {
  const email = `${label}.${randomBytes(4).toString('hex')}@example.com`;
  const registered = await post(`${baseUrl}/api/v1/register/`, {
    first_name: 'Ada',
    last_name: 'Obi',
    username: email,
    email,
    password: PASSWORD,
    password2: PASSWORD,
    // a number belongs to one account
    phone_no: `081${String(randomInt(100_000_000)).padStart(8, '0')}`,
    referred_by: '',
    hear_us: 'Google',
  });
  if (registered.status !== 201)
    throw new BenchRefusal(`register: ${registered.status} ${registered.body.slice(0, 200)}`);
  const id = (JSON.parse(registered.body) as { data: { id: number } }).data.id;
  const login = await post(`${baseUrl}/api/v1/auth/login/`, { email, password: PASSWORD });
  if (login.status !== 200)
    throw new BenchRefusal(`login: ${login.status} ${login.body.slice(0, 200)}`);
  return { id, token: (JSON.parse(login.body) as { data: { access: string } }).data.access };
}
