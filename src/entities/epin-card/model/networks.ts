import type { Network } from './types';

/*
 * How each network is drawn on a card: its name and a band in its brand colour, with the ink
 * (text) colour chosen for contrast of at least 4.5:1 on that band (WCAG AA for small text;
 * networks.test.ts checks it). The mark beside the name is the same drawing for every network
 * (ui/NetworkMark): no network's logo artwork is copied.
 */

export interface NetworkBrand {
  /** the name printed on the card */
  name: string;
  /** the band behind the name and value */
  background: string;
  /** text and mark on the band */
  ink: string;
}

export const NETWORK_BRANDS: Readonly<Record<Network, NetworkBrand>> = {
  // yellow, black ink
  mtn: { name: 'MTN', background: '#ffcc00', ink: '#000000' },
  // green, black ink (white on this green is under 4.5:1)
  glo: { name: 'Glo', background: '#3dae2b', ink: '#000000' },
  // red, white ink
  airtel: { name: 'Airtel', background: '#e40000', ink: '#ffffff' },
  // dark green, white ink
  '9mobile': { name: '9mobile', background: '#006e52', ink: '#ffffff' },
};
