import type { FastifyInstance } from 'fastify';
import { AirtimeToCashRequestSchema } from '@contract/services/airtime-to-cash/request';
import { chargedRoute } from '../../lib/charged-route';
import { requestAirtimeToCash } from './service';

export default async function airtimeToCashRoutes(app: FastifyInstance) {
  chargedRoute(app, {
    url: '/convert-airtime-to-cash/',
    operationId: 'convertAirtimeToCash',
    summary: 'Ask for cash for airtime transferred to us',
    description:
      'Transfer the airtime to the number in the network description first. The request is ' +
      'recorded pending (201) with the payout (the amount less your level commission, rounded ' +
      'up to the naira); your wallet is credited when we confirm the airtime arrived. ' +
      '`amount_to_receive` is ignored. Accepts an `Idempotency-Key` header like the purchases. ' +
      '409: the same network, number and amount less than 30 s ago.',
    body: AirtimeToCashRequestSchema,
    // asked for from the app by a signed-in customer; an API key is refused
    apiKey: false,
    charge: (request, body, key) => requestAirtimeToCash(app.db, request.userId, body, key),
  });
}
