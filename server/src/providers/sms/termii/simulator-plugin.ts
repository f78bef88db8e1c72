import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { objectAt, stringAt } from '../../../lib/loose';
import { localNumber } from '../../../lib/sms-numbers';
import { recordSimulatedSend, SIMULATOR_FAILURE_REASON, simulatorFails } from '../simulator';
import { smsOutbox } from '../tables';
import { REFERENCE_HEADER, TERMII_MAX_RECIPIENTS_PER_CALL, TERMII_SENDER_LENGTH } from './client';
import { signTermiiReport } from './signature';

/*
 * A stand-in for Termii that speaks its HTTP shapes (send, bulk send, signed delivery reports), mounted under
 * /simulator/termii/ in sandbox mode; the Termii adapter talks to it through sameAppTransport.
 * Every accepted or refused send is recorded in sms_outbox, filed under the reference header.
 *
 * Sandbox senders: FAILSMS is refused (HTTP 400 with a message); UNSURESMS is recorded as sent but
 * answered with a 502 and no message_id, so the SMS stays pending until a delivery report (POST
 * control/report) or the sweep settles it. Any other sender is sent.
 *
 * Control endpoint (no auth, simulator only): POST control/report {message_id, status} posts a
 * signed delivery report per recipient of that send to our webhook route (default DELIVERED).
 */

export const SIMULATOR_UNSURE_SENDER = 'UNSURESMS';

export interface TermiiSimulatorOptions {
  apiKey: string;
  secretKey: string;
  /** posts a raw report body with its X-Termii-Signature to our delivery-report route */
  deliverReport: (rawBody: string, signature: string) => Promise<void>;
}

const INTERNATIONAL = /^234[789][01]\d{8}$/;

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ message });

export default async function termiiSimulatorPlugin(
  app: FastifyInstance,
  options: TermiiSimulatorOptions,
) {
  async function send(
    body: unknown,
    reference: string | undefined,
    reply: FastifyReply,
    maxRecipients: number,
  ) {
    const request = objectAt(body);
    if (stringAt(request.api_key) !== options.apiKey) return refuse(reply, 401, 'Invalid API key');
    const to = (Array.isArray(request.to) ? request.to : [request.to]).map(stringAt);
    const from = stringAt(request.from);
    const sms = typeof request.sms === 'string' ? request.sms : '';
    if (!to.length || to.some((number) => !INTERNATIONAL.test(number)))
      return refuse(
        reply,
        400,
        'Phone numbers must be in the international format, e.g. 2348031234567',
      );
    if (to.length > maxRecipients)
      return refuse(reply, 400, `At most ${maxRecipients} numbers per request`);
    if (from.length < TERMII_SENDER_LENGTH.min || from.length > TERMII_SENDER_LENGTH.max)
      return refuse(reply, 400, 'Sender ID must be 3 to 11 characters');
    if (!sms) return refuse(reply, 400, 'sms is required');
    if (request.type !== 'plain') return refuse(reply, 400, 'type must be plain');
    if (request.channel !== 'generic' && request.channel !== 'dnd')
      return refuse(reply, 400, 'channel must be generic or dnd');

    const fails = simulatorFails(from);
    const record = { sender: from, recipients: to.map(localNumber), message: sms };
    const messageId = await recordSimulatedSend(
      app.db,
      { ...record, reference: reference || `termii-sim-${Date.now()}` },
      fails ? 'failed' : 'sent',
    );
    if (fails) return refuse(reply, 400, `Sender ID not approved: ${SIMULATOR_FAILURE_REASON}`);
    if (from.toUpperCase() === SIMULATOR_UNSURE_SENDER)
      return reply.status(502).type('text/html').send('<html><body>502 Bad Gateway</body></html>');
    return {
      code: 'ok',
      message_id: messageId,
      message: 'Successfully Sent',
      balance: 9_999,
      user: 'NairaTop Sandbox',
    };
  }

  const referenceOf = (headers: Record<string, unknown>) => stringAt(headers[REFERENCE_HEADER]);
  app.post('/api/sms/send', async (request, reply) =>
    send(request.body, referenceOf(request.headers), reply, TERMII_MAX_RECIPIENTS_PER_CALL),
  );
  app.post('/api/sms/send/bulk', async (request, reply) =>
    send(request.body, referenceOf(request.headers), reply, 10_000),
  );

  app.post('/control/report', async (request, reply) => {
    const body = objectAt(request.body);
    const messageId = stringAt(body.message_id);
    const status = stringAt(body.status) || 'DELIVERED';
    const [sent] = await app.db.select().from(smsOutbox).where(eq(smsOutbox.messageId, messageId));
    if (!sent) return refuse(reply, 404, 'No such message_id');
    for (const receiver of sent.recipients) {
      const report = JSON.stringify({
        type: 'outbound',
        id: `${messageId}-${receiver}`,
        message_id: messageId,
        receiver: receiver.replace(/^0/, '234'),
        sender: sent.sender,
        message: sent.message,
        sent_at: sent.createdAt.toISOString(),
        cost: '4.00',
        status,
        channel: 'generic',
      });
      await options.deliverReport(report, signTermiiReport(options.secretKey, report));
    }
    return { message: `${sent.recipients.length} report(s) sent`, status };
  });
}
