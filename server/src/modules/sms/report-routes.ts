import { Type } from 'typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReportSignatureCheck } from '../../ports/sms';
import type { SettleDeps } from '../purchases/settle';
import { handleTermiiReport, readReport } from './reports';

export interface ReportRoutesOptions {
  deps: SettleDeps;
  /** the gateway's signature on its reports (X-Termii-Signature, keyed with TERMII_SECRET_KEY) */
  isSignedReport: ReportSignatureCheck;
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ message, errors: [{ detail: message }], data: {} });

/** Termii's delivery reports: POST /api/v1/webhooks/termii/ (set this URL in Termii's dashboard). */
export default async function smsReportRoutes(app: FastifyInstance, options: ReportRoutesOptions) {
  // The signature covers the raw bytes, so this plugin keeps the JSON body unparsed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhooks/termii/',
    {
      schema: {
        operationId: 'receiveTermiiReport',
        tags: ['purchases'],
        summary: 'Termii delivery reports, signed with X-Termii-Signature (HMAC-SHA512)',
        response: {
          200: Type.Object({ message: Type.String() }),
          400: { $ref: 'ApiError#' },
          401: { $ref: 'ApiError#' },
          503: { $ref: 'ApiError#' },
        },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!options.isSignedReport(raw, request.headers))
        return refuse(reply, 401, 'Invalid signature.');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return refuse(reply, 400, 'The request body is not valid JSON.');
      }
      const report = readReport(body);
      if (!report) return refuse(reply, 400, 'A report needs message_id, receiver and status.');
      try {
        return { message: await handleTermiiReport(options.deps, report, raw.toString('utf8')) };
      } catch (error) {
        request.log.warn({ err: error }, 'termii report not processed');
        return refuse(reply, 503, 'Try again later.');
      }
    },
  );
}
