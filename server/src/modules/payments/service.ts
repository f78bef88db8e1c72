import { and, eq, or } from 'drizzle-orm';
import { LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import type {
  CreateVirtualAccountRequest,
  GeneratePaymentLinkResponse,
  VerifyAtmPaymentResponse,
} from '@contract/api';
import { FUNDING_MESSAGES } from '@contract/rules';
import type { Db } from '../../db/client';
import { ledgerEntries, payments, transactions, users, virtualAccounts } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { koboToNaira } from '../../lib/money';
import {
  PaymentsProviderError,
  type PaymentsProvider,
  type TransactionStatus,
} from '../../ports/payments';
import { lockUser, post } from '../wallet/ledger';
import { applyDepositLimits, checkCardDeposit } from '../kyc/limits';
import { checkAccountIssue } from '../kyc/account-gate';
import type { EnvelopeKey } from '../../lib/secret-envelope';
import { insertTransaction, newTxRef } from '../wallet/repository';
import { NIN_REQUIRED, PARTNER_BANKS, isMonnifyBank } from './banks';
import { bankChargeKobo, ruleChargeKobo } from './charges';
import { CHECKOUT_EXPIRED_RESPONSE } from './checkout-expiry';
import {
  checkoutProviders,
  depositChargeRule,
  offeredProviders,
  ledgerReference,
  recordCheckoutHealth,
  type FundingProviderName,
} from './funding-providers';

export interface PaymentsDeps {
  db: Db;
  /** Monnify */
  payments: PaymentsProvider;
  /** Paystack, the second payments provider; absent when this server does not offer it */
  paystack?: PaymentsProvider;
  /** the partner bank slug Paystack dedicated accounts are asked at */
  paystackPreferredBank: string;
  /** our site, e.g. https://nairatop.ng: the checkout returns to {publicUrl}/dashboard/callback */
  publicUrl: string;
  brandName: string;
  /** keys the hashes of verified NINs, which a bank's NIN must match */
  identityKey: EnvelopeKey;
}

export type PaymentRow = typeof payments.$inferSelect;
type VirtualAccountRow = typeof virtualAccounts.$inferSelect;

/** Statuses that mean money arrived: credit what was paid, whatever the amount expected. */
const CREDITED = new Set(['PAID', 'OVERPAID', 'PARTIALLY_PAID']);
/** Statuses after which no money will come for this checkout. */
const FAILED = new Set(['FAILED', 'EXPIRED', 'CANCELLED', 'REVERSED']);

const providerUnavailable = () => new HttpError(502, FUNDING_MESSAGES.providerUnavailable);

function gatewayOf(deps: PaymentsDeps, provider: FundingProviderName): PaymentsProvider {
  const gateway = provider === 'paystack' ? deps.paystack : deps.payments;
  if (!gateway) throw new PaymentsProviderError(`${provider} is not configured`);
  return gateway;
}

/** A provider that did not answer, or answered 5xx, is unhealthy; any other answer shows it works. */
const failedHealth = (error: unknown) =>
  error instanceof PaymentsProviderError && error.status !== undefined && error.status < 500
    ? 'success'
    : 'failure';

/** Naira from the provider to kobo, rounded to the nearest kobo; 0 for nonsense. */
const paidKobo = (naira: number) =>
  Number.isFinite(naira) && naira > 0 ? Math.round(naira * 100) : 0;

async function customerOf(db: Db, userId: number) {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}

/** Whole kobo of a naira amount the customer typed, or the form's message. */
function cardAmountKobo(amount: number): number {
  const field = (message: string) => badRequest(message, { amount: message });
  if (!(amount > 0)) throw field(FUNDING_MESSAGES.amountRequired);
  if (amount < LIMITS.minCardFunding) throw field(FUNDING_MESSAGES.cardMinimum);
  const kobo = Math.round(amount * 100);
  if (Math.abs(amount * 100 - kobo) > 1e-6) throw field(FUNDING_MESSAGES.amountDecimals);
  return kobo;
}

/**
 * Starts a card checkout: a pending card_funding transaction and a payment row (our
 * paymentReference is the transaction's tx_ref), then the checkout at the first provider of
 * checkoutProviders that starts it (the payment row names it); a provider that fails is recorded
 * against its breaker and the next one tried.
 */
export async function generatePaymentLink(
  deps: PaymentsDeps,
  userId: number,
  amount: number,
): Promise<GeneratePaymentLinkResponse> {
  const amountKobo = cardAmountKobo(amount);
  await checkCardDeposit(deps.db, userId, amountKobo);
  const customer = await customerOf(deps.db, userId);
  const paymentReference = newTxRef();
  const payment = await deps.db.transaction(async (tx) => {
    const record = await insertTransaction(tx, {
      txRef: paymentReference,
      userId,
      kind: 'card_funding',
      description: 'Wallet funding by card',
      response: 'Awaiting payment',
      amountKobo,
      status: 'pending',
    });
    const [row] = await tx
      .insert(payments)
      .values({ userId, paymentReference, transactionId: record.id, amountKobo })
      .returning();
    if (!row) throw new Error('insert into payments returned no row');
    return row;
  });

  let checkout;
  let provider: FundingProviderName | undefined;
  for (const candidate of await checkoutProviders(deps.db, offeredProviders(deps))) {
    try {
      checkout = await gatewayOf(deps, candidate).initTransaction({
        amount: koboToNaira(amountKobo),
        customerName: customer.name,
        customerEmail: customer.email,
        paymentReference,
        paymentDescription: `${deps.brandName} wallet funding`,
        redirectUrl: `${deps.publicUrl}/dashboard/callback`,
      });
      await recordCheckoutHealth(deps.db, candidate, 'success');
      provider = candidate;
      break;
    } catch (error) {
      await recordCheckoutHealth(deps.db, candidate, failedHealth(error));
    }
  }
  if (!checkout || !provider) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'FAILED', updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
      await tx
        .update(transactions)
        .set({ status: 'failed', response: 'Checkout could not be started', updatedAt: new Date() })
        .where(eq(transactions.id, payment.transactionId));
    });
    throw providerUnavailable();
  }
  await deps.db
    .update(payments)
    .set({ transactionReference: checkout.transactionReference, provider, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  return {
    transactionReference: checkout.transactionReference,
    checkoutUrl: checkout.checkoutUrl,
    paymentReference,
    provider,
  };
}

/**
 * Applies a status read from the payment's provider's API to a card payment: a paid status
 * credits the wallet with what was paid, once (the ledger entry's reference is the provider's
 * transactionReference, ledgerReference); a failed status marks the transaction failed. Returns
 * true when this call credited the wallet.
 */
export async function settleCardPayment(
  db: Db,
  payment: PaymentRow,
  status: TransactionStatus,
): Promise<boolean> {
  const transactionReference = payment.transactionReference;
  if (!transactionReference || status.transactionReference !== transactionReference) return false;
  const credit = CREDITED.has(status.paymentStatus);
  if (!credit && !FAILED.has(status.paymentStatus)) return false;
  const amountKobo = paidKobo(status.amountPaid);
  if (credit && amountKobo === 0) return false;

  return db.transaction(async (tx) => {
    // The user's row lock orders this against every other posting for the user.
    const user = await lockUser(tx, payment.userId);
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    if (!current || CREDITED.has(current.status)) return false;
    const now = new Date();
    if (!credit) {
      await tx
        .update(payments)
        .set({ status: status.paymentStatus, updatedAt: now })
        .where(eq(payments.id, payment.id));
      const expired = status.paymentStatus === 'EXPIRED';
      await tx
        .update(transactions)
        .set(
          expired
            ? { status: 'expired', response: CHECKOUT_EXPIRED_RESPONSE }
            : { status: 'failed', response: `Payment ${status.paymentStatus.toLowerCase()}` },
        )
        .where(eq(transactions.id, payment.transactionId));
      return false;
    }
    const { entry, duplicate } = await post(tx, {
      userId: payment.userId,
      account: 'wallet',
      amountKobo,
      kind: 'card_funding',
      reference: ledgerReference(payment.provider, transactionReference),
      transactionId: payment.transactionId,
    });
    await tx
      .update(payments)
      .set({ status: status.paymentStatus, updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (!duplicate)
      await applyDepositLimits(tx, {
        userId: payment.userId,
        depositKobo: amountKobo,
        transactionId: payment.transactionId,
      });
    if (!duplicate)
      await tx
        .update(transactions)
        .set({
          status: 'confirmed',
          response: 'Wallet funded successfully',
          amountKobo,
          initialBalanceKobo: user.walletBalanceKobo,
          newBalanceKobo: entry.balanceAfterKobo,
          updatedAt: now,
        })
        .where(eq(transactions.id, payment.transactionId));
    return !duplicate;
  });
}

/** verify-atm-payment/: the user's own payment, checked with its provider from the server. */
export async function verifyAtmPayment(
  deps: PaymentsDeps,
  userId: number,
  reference: string,
): Promise<VerifyAtmPaymentResponse> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        or(eq(payments.paymentReference, reference), eq(payments.transactionReference, reference)),
      ),
    );
  if (!payment?.transactionReference) throw notFound(FUNDING_MESSAGES.paymentNotFound);
  let status: TransactionStatus;
  try {
    status = await gatewayOf(deps, payment.provider).getTransactionStatus(
      payment.transactionReference,
    );
  } catch {
    throw providerUnavailable();
  }
  await settleCardPayment(deps.db, payment, status);
  return {
    requestSuccessful: true,
    responseMessage: 'success',
    responseCode: '0',
    responseBody: {
      paymentStatus: status.paymentStatus,
      amountPaid: status.amountPaid,
      totalPayable: status.totalPayable || koboToNaira(payment.amountKobo),
      paymentReference: payment.paymentReference,
      transactionReference: payment.transactionReference,
      paidOn: status.paidOn,
    },
  };
}

/**
 * A transfer into a virtual account: the deposit credits the wallet and the bank's charge
 * (charges.ts; for a Paystack account the owner's rule) is debited as its own ledger entry and
 * transaction, both once per provider and transactionReference. Returns true when this call
 * credited the wallet.
 */
export async function creditBankTransfer(
  db: Db,
  account: VirtualAccountRow,
  status: TransactionStatus,
): Promise<boolean> {
  if (!CREDITED.has(status.paymentStatus)) return false;
  const amountKobo = paidKobo(status.amountPaid);
  if (amountKobo === 0) return false;
  const reference = ledgerReference(account.provider, status.transactionReference);
  const rule =
    account.provider === 'paystack' ? await depositChargeRule(db, 'paystack') : undefined;
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, account.userId);
    const [seen] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.account, 'wallet'),
          eq(ledgerEntries.kind, 'bank_funding'),
          eq(ledgerEntries.reference, reference),
        ),
      );
    if (seen) return false;
    const bankTitle =
      account.bankName === 'paystack'
        ? account.providerBankName
        : PARTNER_BANKS[account.bankName].title;
    const funding = await insertTransaction(tx, {
      userId: account.userId,
      kind: 'bank_funding',
      description: `Wallet funding by transfer to ${bankTitle} ${account.accountNumber}`,
      response: 'Wallet funded successfully',
      amountKobo,
      initialBalanceKobo: user.walletBalanceKobo,
      newBalanceKobo: user.walletBalanceKobo + amountKobo,
      status: 'confirmed',
    });
    const credited = await post(tx, {
      userId: account.userId,
      account: 'wallet',
      amountKobo,
      kind: 'bank_funding',
      reference,
      transactionId: funding.id,
    });
    // Money that arrived is credited in full; over the tier's limits, the wallet is held.
    await applyDepositLimits(tx, {
      userId: account.userId,
      depositKobo: amountKobo,
      transactionId: funding.id,
    });
    const chargeKobo = rule
      ? ruleChargeKobo(rule, amountKobo)
      : bankChargeKobo(account.bankName, amountKobo);
    if (chargeKobo > 0) {
      const after = credited.entry.balanceAfterKobo;
      const charge = await insertTransaction(tx, {
        userId: account.userId,
        kind: 'bank_charge',
        description: `${bankTitle} bank charge on a ${formatNaira(koboToNaira(amountKobo))} deposit`,
        response: 'Bank charge',
        amountKobo: chargeKobo,
        initialBalanceKobo: after,
        newBalanceKobo: after - chargeKobo,
        status: 'confirmed',
      });
      await post(tx, {
        userId: account.userId,
        account: 'wallet',
        amountKobo: -chargeKobo,
        kind: 'bank_charge',
        reference,
        transactionId: charge.id,
      });
    }
    return true;
  });
}

type Loose = Record<string, unknown>;
const objectAt = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const stringAt = (value: unknown) => (typeof value === 'string' ? value : '');

export type WebhookOutcome = 'credited' | 'settled' | 'ignored';

/**
 * A verified webhook event. Nothing in it is trusted for money: the transaction's status and
 * amount come from Monnify's status API. Throws a PaymentsProviderError when that API cannot be reached.
 */
export async function handleMonnifyEvent(
  deps: PaymentsDeps,
  event: unknown,
): Promise<WebhookOutcome> {
  const body = objectAt(event);
  if (body.eventType !== 'SUCCESSFUL_TRANSACTION') return 'ignored';
  const data = objectAt(body.eventData);
  const transactionReference = stringAt(data.transactionReference);
  if (!transactionReference) return 'ignored';
  let status: TransactionStatus;
  try {
    status = await deps.payments.getTransactionStatus(transactionReference);
  } catch (error) {
    // Monnify does not know the transaction: a forged or foreign event, nothing to retry.
    if (error instanceof PaymentsProviderError && error.status === 404) return 'ignored';
    throw error;
  }
  if (status.transactionReference !== transactionReference) return 'ignored';
  return applyPaymentStatus(deps.db, 'monnify', {
    ...status,
    productType: status.productType ?? stringAt(objectAt(data.product).type),
    productReference: status.productReference ?? stringAt(objectAt(data.product).reference),
  });
}

/**
 * A status read from a provider's API, applied to what it is about: a transfer into one of our
 * virtual accounts there (by the account's reference) or one of our card checkouts there.
 */
async function applyPaymentStatus(
  db: Db,
  provider: FundingProviderName,
  status: TransactionStatus,
): Promise<WebhookOutcome> {
  if (status.productType === 'RESERVED_ACCOUNT') {
    const [account] = await db
      .select()
      .from(virtualAccounts)
      .where(
        and(
          eq(virtualAccounts.provider, provider),
          eq(virtualAccounts.accountReference, status.productReference ?? ''),
        ),
      );
    if (!account) return 'ignored';
    return (await creditBankTransfer(db, account, status)) ? 'credited' : 'settled';
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.transactionReference, status.transactionReference),
      ),
    );
  if (!payment) return 'ignored';
  return (await settleCardPayment(db, payment, status)) ? 'credited' : 'settled';
}

/**
 * A verified Paystack event. Only charge.success is acted on (card checkouts and transfers into
 * dedicated accounts, channel dedicated_nuban); nothing in it is trusted for money: the status
 * and amount come from Paystack's verify. Throws a PaymentsProviderError when verify cannot be reached.
 */
export async function handlePaystackEvent(
  deps: PaymentsDeps,
  event: unknown,
): Promise<WebhookOutcome> {
  const body = objectAt(event);
  if (body.event !== 'charge.success') return 'ignored';
  const reference = stringAt(objectAt(body.data).reference);
  if (!reference) return 'ignored';
  let status: TransactionStatus;
  try {
    status = await gatewayOf(deps, 'paystack').getTransactionStatus(reference);
  } catch (error) {
    if (error instanceof PaymentsProviderError && error.status === 404) return 'ignored';
    throw error;
  }
  if (status.transactionReference !== reference) return 'ignored';
  return applyPaymentStatus(deps.db, 'paystack', status);
}

/** create-virtual-account/: reserves a Monnify account at the chosen partner bank. */
export async function createVirtualAccount(
  deps: PaymentsDeps,
  userId: number,
  request: CreateVirtualAccountRequest,
): Promise<{ message: string }> {
  const bankName = request.bank_name.trim().toLowerCase();
  if (bankName === 'paystack') return createPaystackAccount(deps, userId, request);
  if (!isMonnifyBank(bankName))
    throw badRequest(FUNDING_MESSAGES.bankRequired, { bank_name: FUNDING_MESSAGES.bankRequired });
  const accountName = request.account_name.trim();
  const nin = (request.nin ?? '').trim();
  const fields: Record<string, string> = {};
  if (!accountName) fields.account_name = FUNDING_MESSAGES.accountNameRequired;
  if (NIN_REQUIRED.has(bankName) && !/^\d{11}$/.test(nin)) fields.nin = FUNDING_MESSAGES.ninInvalid;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  await checkAccountIssue(deps, userId, NIN_REQUIRED.has(bankName) ? nin : undefined);

  const exists = async () => {
    const [row] = await deps.db
      .select({ id: virtualAccounts.id })
      .from(virtualAccounts)
      .where(and(eq(virtualAccounts.userId, userId), eq(virtualAccounts.bankName, bankName)));
    return !!row;
  };
  const duplicate = () =>
    badRequest(FUNDING_MESSAGES.accountExists, { bank_name: FUNDING_MESSAGES.accountExists });
  if (await exists()) throw duplicate();

  const bank = PARTNER_BANKS[bankName];
  const customer = await customerOf(deps.db, userId);
  // One reference per user and bank: a retry after a failure asks for the same reservation.
  const accountReference = `NT-${userId}-${bankName}`;
  let reserved;
  try {
    reserved = await deps.payments.reserveAccount({
      accountReference,
      accountName,
      customerName: customer.name,
      customerEmail: customer.email,
      ...(NIN_REQUIRED.has(bankName) ? { nin } : {}),
      preferredBanks: [bank.code],
    });
  } catch {
    throw providerUnavailable();
  }
  const account =
    reserved.accounts.find((item) => item.bankCode === bank.code) ?? reserved.accounts[0];
  if (!account) throw providerUnavailable();
  const inserted = await deps.db
    .insert(virtualAccounts)
    .values({
      userId,
      bankName,
      accountName: account.accountName || accountName,
      accountNumber: account.accountNumber,
      accountReference,
      bankCode: account.bankCode || bank.code,
      providerBankName: account.bankName || bank.title,
    })
    .onConflictDoNothing()
    .returning({ id: virtualAccounts.id });
  if (inserted.length === 0) throw duplicate();
  return { message: FUNDING_MESSAGES.accountCreated };
}

/**
 * create-virtual-account/ with bank_name paystack: a Paystack customer and its dedicated account
 * at the configured partner bank (one per customer). The account's reference is Paystack's
 * customer code, which a transfer's charge.success names.
 */
async function createPaystackAccount(
  deps: PaymentsDeps,
  userId: number,
  request: CreateVirtualAccountRequest,
): Promise<{ message: string }> {
  // a server without Paystack offers only Monnify's banks
  if (!deps.paystack)
    throw badRequest(FUNDING_MESSAGES.bankRequired, { bank_name: FUNDING_MESSAGES.bankRequired });
  const accountName = request.account_name.trim();
  if (!accountName)
    throw badRequest(FUNDING_MESSAGES.accountNameRequired, {
      account_name: FUNDING_MESSAGES.accountNameRequired,
    });
  await checkAccountIssue(deps, userId, undefined);
  const duplicate = () =>
    badRequest(FUNDING_MESSAGES.accountExists, { bank_name: FUNDING_MESSAGES.accountExists });
  const [existing] = await deps.db
    .select({ id: virtualAccounts.id })
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.userId, userId), eq(virtualAccounts.bankName, 'paystack')));
  if (existing) throw duplicate();
  const customer = await customerOf(deps.db, userId);
  let reserved;
  try {
    reserved = await gatewayOf(deps, 'paystack').reserveAccount({
      accountReference: `NT-${userId}-paystack`,
      accountName,
      customerName: customer.name,
      customerEmail: customer.email,
      preferredBanks: [deps.paystackPreferredBank],
    });
  } catch {
    throw providerUnavailable();
  }
  const account = reserved.accounts[0];
  if (!account || !reserved.accountReference) throw providerUnavailable();
  const inserted = await deps.db
    .insert(virtualAccounts)
    .values({
      userId,
      bankName: 'paystack',
      provider: 'paystack',
      accountName: account.accountName || accountName,
      accountNumber: account.accountNumber,
      accountReference: reserved.accountReference,
      bankCode: account.bankCode,
      providerBankName: account.bankName || 'Paystack',
    })
    .onConflictDoNothing()
    .returning({ id: virtualAccounts.id });
  if (inserted.length === 0) throw duplicate();
  return { message: FUNDING_MESSAGES.accountCreated };
}
