import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { seedPackages, vtpassSeedPackages } from './modules/catalogue/seed-data';
import type { Metrics } from './modules/metrics/registry';
import { billsProviders, type BillsProviders } from './modules/purchases/bills-providers';
import {
  fetchTransport,
  measuredTransport,
  type ProviderName,
} from './modules/metrics/provider-transport';
import { sameAppTransport } from './plugins/same-app-transport';
import { CLUBKONNECT_PRODUCTS, RESULT_ITEM_FIELDS } from './services';
import type { BillsProvider } from './ports/bills';
import type { Transport } from './ports/http';
import type { PaymentsProvider } from './ports/payments';
import type { ReportSignatureCheck, SmsProvider } from './ports/sms';
import { createMonnifyClient } from './providers/monnify/client';
import type { IdentityVerifier } from './ports/identity';
import monnifySimulator from './providers/monnify/simulator/plugin';
import { connectPaystack } from './providers/paystack/connect';
import { createSmsProvider } from './providers/sms';
import smsSimulator from './providers/sms/simulator-plugin';
import termiiSimulator from './providers/sms/termii/simulator-plugin';
import { TERMII_SIGNATURE_HEADER, termiiReportCheck } from './providers/sms/termii/signature';
import { createClubkonnectClient } from './providers/clubkonnect/client';
import { createClubkonnectEpins } from './providers/clubkonnect/epins';
import type { EpinSeller } from './ports/epins';
import clubkonnectSimulator from './providers/clubkonnect/simulator/plugin';
import { createVtpassClient } from './providers/vtpass/client';
import vtpassSimulator from './providers/vtpass/simulator/plugin';
import { createTestKeyProvider } from './providers/vtpass/simulator/test-key-provider';
import { named } from './lib/plugin-name';
import { withDeadline } from './lib/deadline';

/*
 * The composition root's provider half: the one place that knows the vendors. It builds each
 * port's adapter (VTpass and ClubKonnect for bills, Monnify and Paystack for payments, Termii for SMS) and mounts their
 * simulators when no real credentials are configured; the rest of the server sees only the ports.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** the primary bills provider: VTpass, or its simulator mounted in this app */
    bills: BillsProvider;
    /** every bills provider by name; routing picks one per order */
    billsProviders: BillsProviders;
  }
}

export interface Providers {
  /** the primary bills provider (verification, plan lists, the balance job) */
  bills: BillsProvider;
  /** every bills provider by name (the names of bills_providers rows): VTpass, ClubKonnect */
  billsProviders: BillsProviders;
  /**
   * What test keys are answered by under every provider's name, live server or not: the VTpass
   * simulator's catalogue in this process, which records nothing and asks no one
   */
  testKeyProviders: BillsProviders;
  /** Monnify */
  payments: PaymentsProvider;
  /** Paystack, the second payments provider; absent when it is not configured (PAYSTACK_ENABLED) */
  paystack: PaymentsProvider | undefined;
  /** NIN and BVN verification: Monnify's, on the same client */
  identity: IdentityVerifier;
  sms: SmsProvider;
  /** who sells printable cards (e-PINs): ClubKonnect's e-PIN scripts, when ClubKonnect is on */
  epins: EpinSeller | undefined;
  /** the SMS gateway's signature on its delivery reports */
  isSignedSmsReport: ReportSignatureCheck;
}

/** Builds the adapters behind the ports and mounts the simulators they talk to when simulated. */
export async function connectProviders(
  app: FastifyInstance,
  config: AppConfig,
  metrics: Metrics,
): Promise<Providers> {
  // A simulated provider is reached in this process (app.inject); a real one through fetch.
  const transport = (provider: ProviderName, simulated: boolean): Transport =>
    measuredTransport(
      provider,
      simulated ? sameAppTransport(app, config.publicUrl) : fetchTransport,
      metrics,
    );

  // One Monnify client, always; without real credentials it talks to the simulator mounted below.
  const { monnify } = config;
  const payments = createMonnifyClient(monnify, transport('monnify', monnify.simulator));
  if (monnify.simulator) {
    const mountPath = '/simulator/monnify';
    await app.register(named(monnifySimulator), {
      prefix: mountPath,
      mountPath,
      publicUrl: config.publicUrl,
      apiKey: monnify.apiKey,
      secretKey: monnify.secretKey,
      contractCode: monnify.contractCode,
      merchantName: config.brandName,
      // Longer than the client waits, so the timeout mode is a timeout.
      timeoutDelayMs: monnify.timeoutMs + 1000,
      // Straight into this process's webhook route; any process would do, they share the database.
      deliverWebhook: async (rawBody, signature) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/monnify/',
          headers: { 'content-type': 'application/json', 'monnify-signature': signature },
          payload: rawBody,
        });
        if (response.statusCode !== 200)
          throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
      },
    });
  }

  // Paystack when enabled; without a secret key it talks to its simulator (never in live mode).
  const paystack = config.paystack.enabled
    ? await connectPaystack(app, config.paystack, {
        publicUrl: config.publicUrl,
        brandName: config.brandName,
        transport: transport('paystack', config.paystack.simulator),
      })
    : undefined;

  // One VTpass client, always; without VTPASS_BASE_URL it talks to the simulator mounted below.
  const { vtpass } = config;
  const bills = createVtpassClient(
    vtpass,
    transport('vtpass', vtpass.simulator),
    RESULT_ITEM_FIELDS.vtpass,
  );
  app.decorate('bills', bills);
  if (vtpass.simulator) {
    await app.register(named(vtpassSimulator), {
      prefix: '/simulator/vtpass',
      apiKey: vtpass.apiKey,
      publicKey: vtpass.publicKey,
      secretKey: vtpass.secretKey,
      pendingSeconds: vtpass.simulatorPendingSeconds,
      // Longer than the client waits, so the timeout scenario is a timeout.
      timeoutDelayMs: vtpass.timeoutMs + 1000,
      autoResolve: config.jobs.enabled,
      duplicateWindowSeconds: vtpass.simulatorDuplicateWindowSeconds,
      packages: vtpassSeedPackages,
      // Straight into this process's callback route; any process would do, they share the database.
      deliverCallback: async (body) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/vtpass/',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        if (response.statusCode !== 200)
          app.log.warn(
            { statusCode: response.statusCode, body: response.body.slice(0, 500) },
            'VTpass simulator callback was not accepted',
          );
      },
    });
  }

  // ClubKonnect when enabled; without credentials it talks to the simulator mounted below.
  const { clubkonnect: clubkonnectConfig } = config;
  const clubkonnect = clubkonnectConfig.enabled
    ? createClubkonnectClient(
        clubkonnectConfig,
        transport('clubkonnect', clubkonnectConfig.simulator),
        CLUBKONNECT_PRODUCTS,
        RESULT_ITEM_FIELDS.clubkonnect,
      )
    : undefined;
  if (clubkonnectConfig.enabled && clubkonnectConfig.simulator) {
    const callbacks = sameAppTransport(app, config.publicUrl);
    await app.register(named(clubkonnectSimulator), {
      prefix: '/simulator/clubkonnect',
      userId: clubkonnectConfig.userId,
      apiKey: clubkonnectConfig.apiKey,
      pendingSeconds: config.vtpass.simulatorPendingSeconds,
      // Longer than the client waits, so the timeout scenario is a timeout.
      timeoutDelayMs: clubkonnectConfig.timeoutMs + 1000,
      autoResolve: config.jobs.enabled,
      packages: seedPackages,
      products: CLUBKONNECT_PRODUCTS,
      // ClubKonnect calls CallBackURL with GET; ours is reached in this process.
      deliverCallback: async (url) => {
        const response = await withDeadline(clubkonnectConfig.timeoutMs, (signal) =>
          callbacks(url, { method: 'GET', headers: {}, signal }),
        );
        if (response.status !== 200)
          app.log.warn(
            { statusCode: response.status, url: url.split('?')[0] },
            'ClubKonnect simulator callback was not accepted',
          );
      },
    });
  }

  // One Termii adapter, always; with SMS_PROVIDER=simulator it talks to the simulator mounted below.
  const smsSimulated = config.sms.provider === 'simulator';
  const sms = createSmsProvider(config.sms, transport('termii', smsSimulated));
  if (smsSimulated) {
    await app.register(named(smsSimulator), { prefix: '/simulator/sms' });
    await app.register(named(termiiSimulator), {
      prefix: '/simulator/termii',
      apiKey: config.sms.apiKey,
      secretKey: config.sms.secretKey,
      // Straight into this process's report route; any process would do, they share the database.
      deliverReport: async (rawBody, signature) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/termii/',
          headers: { 'content-type': 'application/json', [TERMII_SIGNATURE_HEADER]: signature },
          payload: rawBody,
        });
        if (response.statusCode !== 200)
          throw new Error(`report answered ${response.statusCode}: ${response.body}`);
      },
    });
  }
  // The bills providers routing may send an order to; a new adapter is registered here by name.
  const registry = billsProviders({ vtpass: bills, ...(clubkonnect ? { clubkonnect } : {}) });
  app.decorate('billsProviders', registry);
  const sandbox = createTestKeyProvider(vtpassSeedPackages, RESULT_ITEM_FIELDS.vtpass);
  return {
    bills,
    billsProviders: registry,
    testKeyProviders: billsProviders(
      Object.fromEntries(registry.names.map((name) => [name, sandbox])),
    ),
    payments,
    paystack,
    identity: payments,
    sms,
    epins: clubkonnectConfig.enabled
      ? createClubkonnectEpins(
          clubkonnectConfig,
          transport('clubkonnect', clubkonnectConfig.simulator),
        )
      : undefined,
    isSignedSmsReport: termiiReportCheck(config.sms.secretKey),
  };
}
