import type { FastifyInstance } from 'fastify';
import type { PaystackConfig } from '../../config';
import type { Transport } from '../../ports/http';
import type { PaymentsProvider } from '../../ports/payments';
import { named } from '../../lib/plugin-name';
import { createPaystackClient } from './client';
import { PAYSTACK_SIGNATURE_HEADER } from './signature';
import paystackSimulator from './simulator/plugin';

export const PAYSTACK_SIMULATOR_PATH = '/simulator/paystack';

/**
 * The Paystack adapter; without a secret key it talks to the simulator mounted here, whose events
 * go straight into this process's webhook route (any process would do, they share the database).
 */
export async function connectPaystack(
  app: FastifyInstance,
  config: PaystackConfig,
  options: { publicUrl: string; brandName: string; transport: Transport },
): Promise<PaymentsProvider> {
  const client = createPaystackClient(config, options.transport);
  if (!config.simulator) return client;
  await app.register(named(paystackSimulator), {
    prefix: PAYSTACK_SIMULATOR_PATH,
    mountPath: PAYSTACK_SIMULATOR_PATH,
    publicUrl: options.publicUrl,
    secretKey: config.secretKey,
    merchantName: options.brandName,
    // Longer than the client waits, so the timeout mode is a timeout.
    timeoutDelayMs: config.timeoutMs + 1000,
    deliverWebhook: async (rawBody, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/paystack/',
        headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: signature },
        payload: rawBody,
      });
      if (response.statusCode !== 200)
        throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    },
  });
  return client;
}
