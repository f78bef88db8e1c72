import type { FastifyInstance } from 'fastify';
import { SmsRequestSchema } from '@contract/services/sms/request';
import { chargedRoute } from '../../lib/charged-route';
import { sendSms, type SmsDeps } from './service';

export default async function smsRoutes(app: FastifyInstance, { deps }: { deps: SmsDeps }) {
  chargedRoute(app, {
    url: '/send-sms/',
    operationId: 'sendSms',
    summary: 'Send a bulk SMS',
    description:
      'Recipients are comma-separated Nigerian numbers (0803..., 234803... or +234803..., sent ' +
      'without the +); repeats of a line are sent once. The message is cut at 480 characters, 160 a page. The cost is recipients x pages x ' +
      'your level rate, computed and charged by the server. 200: sent. 400: refused before ' +
      'charging, or failed and refunded. 409: the same message to the same numbers less than ' +
      '30 s ago. Accepts an `Idempotency-Key` header like the purchases.',
    body: SmsRequestSchema,
    apiKey: true,
    charge: (request, body, key) => sendSms(deps, request.userId, body, key),
  });
}
