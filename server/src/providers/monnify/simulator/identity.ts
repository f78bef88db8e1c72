import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { simIdentities } from './identity-tables';
import { objectAt, stringAt } from '../../../lib/loose';
import { accountNameMatches } from '../../../ports/identity';
import { isoDateOf, monnifyDate } from '../identity';

/*
 * The simulator's customer verification, in Monnify's shapes (see ../IDENTITY.md). It knows the
 * identities a tester registers (POST <mount>/identities, a sandbox control like /mode):
 * - a registered number answers its holder (NIN) or the match of the name and date given (BVN);
 * - a number it does not know is refused as Monnify refuses an invalid BVN ("not found");
 * - a number ending in 0000 answers only after the adapter has given up (a timeout).
 * The fault modes (down, timeout, unreadable) apply as to every other call.
 */

const DIGITS_11 = /^\d{11}$/;
const TIMES_OUT = /0000$/;

const refused = (message: string) => ({
  requestSuccessful: false,
  responseMessage: `Unable to process request. ${message}`,
  responseCode: '99',
  responseBody: null,
});
const answered = (responseBody: unknown) => ({
  requestSuccessful: true,
  responseMessage: 'success',
  responseCode: '0',
  responseBody,
});

export function registerIdentityRoutes(
  app: FastifyInstance,
  requireBearer: preHandlerHookHandler[],
  timeoutDelayMs: number,
) {
  const { db } = app;

  async function holder(kind: 'nin' | 'bvn', number: string) {
    if (TIMES_OUT.test(number)) await new Promise((resolve) => setTimeout(resolve, timeoutDelayMs));
    const [row] = await db
      .select()
      .from(simIdentities)
      .where(and(eq(simIdentities.kind, kind), eq(simIdentities.number, number)));
    return row;
  }

  app.post('/identities', { schema: { hide: true } }, async (request, reply) => {
    const body = objectAt(request.body);
    const kind = stringAt(body.kind);
    const number = stringAt(body.number);
    const dateOfBirth = isoDateOf(stringAt(body.date_of_birth));
    const firstName = stringAt(body.first_name).trim();
    const lastName = stringAt(body.last_name).trim();
    if ((kind !== 'nin' && kind !== 'bvn') || !DIGITS_11.test(number) || !dateOfBirth)
      return reply.status(400).send({
        error: 'kind (nin or bvn), number (11 digits) and date_of_birth (YYYY-MM-DD) are needed',
      });
    if (!firstName || !lastName)
      return reply.status(400).send({ error: 'first_name and last_name are needed' });
    const row = {
      kind,
      number,
      firstName,
      lastName,
      middleName: stringAt(body.middle_name).trim(),
      dateOfBirth,
      phone: stringAt(body.phone),
    } as const;
    await db
      .insert(simIdentities)
      .values(row)
      .onConflictDoUpdate({ target: [simIdentities.kind, simIdentities.number], set: row });
    return { registered: { kind, number } };
  });

  app.post(
    '/api/v1/vas/nin-details',
    { schema: { hide: true }, preHandler: requireBearer },
    async (request, reply) => {
      const nin = stringAt(objectAt(request.body).nin);
      const found = DIGITS_11.test(nin) ? await holder('nin', nin) : undefined;
      if (!found) return reply.status(400).send(refused('Invalid NIN provided'));
      return answered({
        nin,
        firstName: found.firstName.toUpperCase(),
        middleName: found.middleName.toUpperCase(),
        lastName: found.lastName.toUpperCase(),
        dateOfBirth: found.dateOfBirth,
        gender: '',
        mobileNumber: found.phone,
      });
    },
  );

  app.post(
    '/api/v1/vas/bvn-details-match',
    { schema: { hide: true }, preHandler: requireBearer },
    async (request, reply) => {
      const body = objectAt(request.body);
      const bvn = stringAt(body.bvn);
      const found = DIGITS_11.test(bvn) ? await holder('bvn', bvn) : undefined;
      if (!found) return reply.status(400).send(refused('Invalid BVN provided'));
      const [first = '', ...rest] = stringAt(body.name).trim().split(/\s+/);
      const nameMatches = accountNameMatches({ firstName: first, lastName: rest.join(' ') }, [
        found.firstName,
        found.middleName,
        found.lastName,
      ]);
      const sameDay = stringAt(body.dateOfBirth) === monnifyDate(found.dateOfBirth);
      const sameNumber = stringAt(body.mobileNo) === found.phone;
      return answered({
        bvn,
        name: {
          matchStatus: nameMatches ? 'FULL_MATCH' : 'NO_MATCH',
          matchPercentage: nameMatches ? 100 : 0,
        },
        dateOfBirth: sameDay ? 'FULL_MATCH' : 'NO_MATCH',
        mobileNo: sameNumber ? 'FULL_MATCH' : 'NO_MATCH',
      });
    },
  );
}
