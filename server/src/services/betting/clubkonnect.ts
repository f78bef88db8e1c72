import { bettingEntry } from '@contract/services/betting/service';
import { SANDBOX } from '../../lib/sandbox-numbers';
import type { ClubkonnectProduct, ClubkonnectProducts } from '../../providers/clubkonnect/products';

/*
 * What ClubKonnect (Nellobyte Systems) calls betting-wallet funding, as public integrations use it:
 * an order to APIBettingV1.asp with BettingCompany, CustomerID and Amount (naira), answered like
 * every other order script ({orderid, statuscode: '100', status: 'ORDER_RECEIVED'}) and queried by
 * RequestID through APIQueryV1.asp; the customer found first through APIVerifyBettingV1.asp with
 * BettingCompany and CustomerID, answering {customer_name} or the refusal in its place
 * (INVALID_CUSTOMERID).
 */

/** ClubKonnect's BettingCompany code of each of our packages (by its service id). */
export const BETTING_COMPANY_CODES = {
  bet9ja: 'BET9JA',
  sportybet: 'SPORTYBET',
  betking: 'BETKING',
  '1xbet': '1XBET',
  nairabet: 'NAIRABET',
  msport: 'MSPORT',
  bangbet: 'BANGBET',
  betway: 'BETWAY',
} as const;

/**
 * The sandbox's betting customer that verifies and is funded: the sandbox phone, which is also a
 * customer ID the companies issue. The scenario numbers (201000000000 pending...) verify too.
 */
export const SANDBOX_BETTING_CUSTOMER = SANDBOX.successPhone;

const funding = (code: string): ClubkonnectProduct => ({
  orderScript: 'APIBettingV1.asp',
  orderParams: (request) => ({
    BettingCompany: code,
    CustomerID: request.billersCode,
    Amount: request.amount,
  }),
  verify: {
    script: 'APIVerifyBettingV1.asp',
    params: (request) => ({ BettingCompany: code, CustomerID: request.billersCode }),
  },
  simulator: {
    orderType: 'Betting',
    companyParam: 'BettingCompany',
    numberParam: 'CustomerID',
    companies: [code],
    // ClubKonnect's own limits are not published: the simulator holds ours
    minimum: bettingEntry.minimum,
    maximum: bettingEntry.maximum,
    invalidNumber: 'INVALID_CUSTOMERID',
    sandboxNumbers: [SANDBOX_BETTING_CUSTOMER],
  },
});

export const bettingClubkonnectProducts: ClubkonnectProducts = Object.fromEntries(
  Object.entries(BETTING_COMPANY_CODES).map(([serviceId, code]) => [serviceId, funding(code)]),
);
