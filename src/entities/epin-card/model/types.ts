/*
 * What a printed e-PIN is made from. The cards come from the API (a batch the seller bought); the
 * layouts draw them from props alone and keep nothing: a PIN is money, so it is never logged, put
 * in an address or stored in the browser.
 */

export type Network = 'mtn' | 'glo' | 'airtel' | '9mobile';

/** An airtime recharge PIN, or a data-card PIN for one data plan. */
export type CardKind = 'airtime' | 'data';

export interface PrintableCard {
  network: Network;
  kind: CardKind;
  /** what the card sold for, in whole naira (₦100, ₦200, ₦500 for airtime) */
  valueNaira: number;
  /** a data card's plan, e.g. "MTN 1GB - 30 Days"; airtime cards have none */
  planName?: string;
  pin: string;
  serial: string;
  batchNo: string;
}

/** The shop or agent whose name and phone are printed on every card. */
export interface Seller {
  businessName: string;
  phone: string;
}
