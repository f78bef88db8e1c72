import { randomInt } from 'node:crypto';
import type { App } from '../src/app';
import { bearer } from './accounts';

/*
 * Identity verification through the Monnify simulator, as a customer does it: the sandbox is told
 * the identity (its name and date of birth), then the customer verifies the number.
 */

let counter = 0;
const base = randomInt(1_000_000);
/** An 11-digit NIN or BVN no other call of this has used (a number verifies one account). */
export const uniqueIdNumber = () =>
  `7${String(base).padStart(6, '0')}${String((counter += 1) % 10_000).padStart(4, '0')}`.replace(
    /0000$/,
    '0001',
  );

export const BIRTH_DATE = '1990-04-23';

export interface SimIdentity {
  kind: 'nin' | 'bvn';
  number: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  middle_name?: string;
}

export async function registerSimIdentity(app: App, identity: SimIdentity) {
  const response = await app.inject({
    method: 'POST',
    url: '/simulator/monnify/identities',
    payload: identity,
  });
  if (response.statusCode !== 200) throw new Error(`sim identity: ${response.body}`);
}

export function verify(
  app: App,
  token: string,
  body: { kind: 'nin' | 'bvn'; number: string; date_of_birth: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/kyc/verify/',
    headers: bearer(token),
    payload: body,
  });
}

/**
 * Verifies the user's NIN (and, with both, the BVN) in the account's name (registration's Ada Obi
 * unless given); answers the numbers.
 */
export async function verifyUser(
  app: App,
  token: string,
  options: { kinds?: ('nin' | 'bvn')[]; firstName?: string; lastName?: string } = {},
) {
  const numbers: Partial<Record<'nin' | 'bvn', string>> = {};
  for (const kind of options.kinds ?? ['nin']) {
    const number = uniqueIdNumber();
    await registerSimIdentity(app, {
      kind,
      number,
      first_name: options.firstName ?? 'Ada',
      last_name: options.lastName ?? 'Obi',
      date_of_birth: BIRTH_DATE,
    });
    const response = await verify(app, token, { kind, number, date_of_birth: BIRTH_DATE });
    if (response.statusCode !== 200) throw new Error(`verify ${kind}: ${response.body}`);
    numbers[kind] = number;
  }
  return numbers;
}
