import { randomUUID } from 'node:crypto';
import type {
  BillsOutcome,
  BillsProvider,
  PayRequest,
  VerifyOutcome,
  VerifyRequest,
} from '../../../ports/bills';
import type { ResultItemField } from '../../../ports/result-items';
import { extractResult } from '../classify';
import {
  purchaseExtras,
  serviceKind,
  variationsOf,
  verifyContent,
  type SimPackage,
} from './catalogue';

/*
 * The VTpass simulator's catalogue answering in this process, with no HTTP, no tables and no
 * balance: what test keys (ntk_test_...) are answered by. A test key verifies the sandbox's smart
 * card, meters and profile as the simulator does, and its orders are delivered with the
 * simulator's tokens and PINs, except for the scenario numbers below. Nothing it answers is
 * recorded anywhere a provider's records are read (reconciliation, statements, balances).
 */

/** The numbers a test order's phone, smart card or meter picks its answer by; anything else is delivered. */
export const TEST_KEY_SCENARIOS: Readonly<Record<string, 'failed' | 'pending'>> = {
  '08022222222': 'failed',
  '201000000000': 'pending',
};

const DESCRIPTIONS = {
  delivered: 'TRANSACTION SUCCESSFUL',
  failed: 'TRANSACTION FAILED',
  pending: 'TRANSACTION PROCESSING - PENDING',
} as const;

const ASKS_NO_PROVIDER = 'a test key asks no provider for this';

export function createTestKeyProvider(
  packages: readonly SimPackage[],
  declared: readonly ResultItemField[],
): BillsProvider {
  const verify = async (request: VerifyRequest): Promise<VerifyOutcome> => {
    const kind = serviceKind(request.serviceId);
    if (!kind)
      return { ok: false, error: 'This service does not need verification', unavailable: false };
    const { ok, content } = verifyContent(
      packages,
      request.serviceId,
      kind,
      request.billersCode,
      request.type ?? '',
    );
    if (ok)
      return { ok: true, content: content as Extract<VerifyOutcome, { ok: true }>['content'] };
    return { ok: false, error: String(content.error ?? 'Invalid number'), unavailable: false };
  };

  const pay = async (request: PayRequest): Promise<BillsOutcome> => {
    const scenario =
      TEST_KEY_SCENARIOS[request.phone] ??
      (request.billersCode ? TEST_KEY_SCENARIOS[request.billersCode] : undefined);
    const state = scenario ?? 'delivered';
    const kind = serviceKind(request.serviceId);
    // A processing order carries what it will deliver, so it resolves to the same token or PINs.
    const extras =
      kind && state !== 'failed'
        ? purchaseExtras(packages, kind, {
            serviceId: request.serviceId,
            variationCode: request.variationCode ?? '',
            amountNaira: request.amount,
            quantity: request.quantity ?? 1,
            billersCode: request.billersCode ?? request.phone,
          })
        : {};
    return {
      state,
      code: state === 'failed' ? '016' : '000',
      status: state,
      description: DESCRIPTIONS[state],
      ourFault: false,
      providerSide: false,
      result: extractResult(extras, declared),
      providerTransactionId: `test-${randomUUID()}`,
      raw: JSON.stringify(extras).slice(0, 2000),
    };
  };

  return {
    resend: {
      reusedIdAnsweredWithFirstOrder: true,
      source: 'test keys are answered in this process',
      notFoundAttentionAfterMs: 0,
    },
    variations: async (serviceId) =>
      variationsOf(packages, serviceId).map((variation) => ({
        variationCode: variation.variation_code,
        name: variation.name,
        amount: Number(variation.variation_amount),
        fixedPrice: variation.fixedPrice === 'Yes',
      })),
    verify,
    pay,
    requery: async () => {
      throw new Error(ASKS_NO_PROVIDER);
    },
    dayStatement: async () => {
      throw new Error(ASKS_NO_PROVIDER);
    },
    balance: async () => {
      throw new Error(ASKS_NO_PROVIDER);
    },
    newRequestId: () => `test-${randomUUID()}`,
    isOurFault: () => false,
  };
}
