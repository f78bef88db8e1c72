import type { PayRequest, VerifyRequest } from '../../ports/bills';

/*
 * A ClubKonnect product a service declares in its own folder (server/src/services/<service>/):
 * the script an order goes to and the parameters it is sent, the script that finds the customer
 * first, and what the simulator needs to answer both as ClubKonnect does. The composition root
 * hands every service's products to the adapter and to the simulator; the built-in kinds
 * (services.ts) stay as they are. This file imports nothing of the vendor's, so a service may
 * import it (the one exception to the rule that only the composition root reaches a vendor).
 */

/** A script's query parameters besides UserID, APIKey, RequestID and CallBackURL. */
export type ClubkonnectParams = Readonly<Record<string, string | number | undefined>>;

export interface ClubkonnectProduct {
  /** the order script, relative to the base URL, e.g. 'APIAirtimeV1.asp' */
  orderScript: string;
  /** the order's parameters built from the purchase (company code, customer number, Amount) */
  orderParams: (request: PayRequest) => ClubkonnectParams;
  /** how the customer is found before paying: {customer_name} or the refusal in its place */
  verify?: {
    script: string;
    params: (request: VerifyRequest) => ClubkonnectParams;
  };
  /** what the simulator needs to answer the order and verify scripts */
  simulator: {
    /** the query answer's `ordertype` */
    orderType: string;
    /** the query parameter naming the company, and the one carrying the customer's number */
    companyParam: string;
    numberParam: string;
    /** every company code ClubKonnect knows on this script */
    companies: readonly string[];
    /** the smallest and largest Amount taken, in naira */
    minimum: number;
    maximum: number;
    /** the status a number the company does not know comes back as, e.g. 'INVALID_ACCOUNTNO' */
    invalidNumber: string;
    /** the sandbox's customer numbers that verify and complete (the scenario numbers also verify) */
    sandboxNumbers: readonly string[];
  };
}

/** Every service's ClubKonnect products by our service id (the catalogue's packages.service_id). */
export type ClubkonnectProducts = Readonly<Record<string, ClubkonnectProduct>>;
