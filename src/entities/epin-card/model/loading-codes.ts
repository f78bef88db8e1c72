import type { CardKind, Network, PrintableCard } from './types';

/*
 * How a buyer loads a PIN: the one table of loading codes, per network and kind of card. `PIN`
 * in `dial` stands for the card's PIN. Where each came from (looked up in stored copies of public
 * pages; none read from a network's own site):
 *
 * Airtime, every network: *311*PIN#. The NCC's harmonised short codes (directive of March 2023,
 * old codes to stop on 17 May 2023) made 311 the credit-recharge code on all networks
 * (newtelegraphng.com "NCC okays harmonised short codes", 14 Mar 2023; bbc.com/pidgin, 16 Mar
 * 2023; techtrackafrica.com).
 * - mtn: confirmed. MTN's own message to customers, "recharge your lines using *311*recharge pin#
 *   instead of *555*recharge pin#", quoted by pluboard.com ("MTN Nigeria changes codes for
 *   airtime, data recharge").
 * - glo: confirmed. networkpalava.com "How to load Glo card": *311*PIN#, the old *123*PIN# no
 *   longer advised.
 * - airtel: NOT confirmed for Airtel itself: only the NCC directive says so; no Airtel notice or
 *   page was found (the old code was *126*PIN#).
 * - 9mobile: NOT confirmed for 9mobile itself: only the NCC directive; the old code, *222*PIN#
 *   (answersafrica.com "How to load 9mobile card"), predates it.
 *
 * Data cards: no network publishes a data-card code that was found.
 * - mtn: NOT confirmed. *460*6*1#, then the PIN: what one public VTU reseller script prints on
 *   the MTN data PINs it sells (github.com/walshak/dbd_vtu_script_with_Nin_verify,
 *   mobile/home/view-pins.php). It may depend on the vendor that issued the PIN.
 * - glo, airtel, 9mobile: no source at all, so no code is printed (null): the card asks the buyer
 *   to call the seller, whose phone is on it. Fill these in (and mark them confirmed) from the
 *   vendor that issues the data PINs before selling them.
 */

export interface LoadingCode {
  /** what the buyer dials */
  dial: string;
  /** what to do after dialling, when the PIN is not part of the code */
  then?: string;
  /** whether a source from or quoting the network itself says so */
  confirmed: boolean;
}

export const LOADING_CODES: Readonly<Record<Network, Record<CardKind, LoadingCode | null>>> = {
  mtn: {
    airtime: { dial: '*311*PIN#', confirmed: true },
    data: { dial: '*460*6*1#', then: 'enter the PIN', confirmed: false },
  },
  glo: {
    airtime: { dial: '*311*PIN#', confirmed: true },
    data: null,
  },
  airtel: {
    airtime: { dial: '*311*PIN#', confirmed: false },
    data: null,
  },
  '9mobile': {
    airtime: { dial: '*311*PIN#', confirmed: false },
    data: null,
  },
};

/** What the card says to load it: "Dial *311*PIN#", or to call the seller where no code is known. */
export function loadingInstruction(card: Pick<PrintableCard, 'network' | 'kind'>): string {
  const code = LOADING_CODES[card.network][card.kind];
  if (!code) return 'Call the seller below to load this PIN';
  return code.then ? `Dial ${code.dial}, then ${code.then}` : `Dial ${code.dial}`;
}
