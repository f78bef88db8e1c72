import { LOADING_CODES, loadingInstruction } from './loading-codes';
import type { CardKind, Network } from './types';

const NETWORKS: Network[] = ['mtn', 'glo', 'airtel', '9mobile'];
const KINDS: CardKind[] = ['airtime', 'data'];

describe('loading codes', () => {
  it('has an entry for every network and kind, a code or none known', () => {
    for (const network of NETWORKS)
      for (const kind of KINDS) expect(LOADING_CODES[network][kind]).not.toBeUndefined();
  });

  it("loads airtime on every network with the NCC's harmonised *311*PIN#", () => {
    for (const network of NETWORKS)
      expect(loadingInstruction({ network, kind: 'airtime' })).toBe('Dial *311*PIN#');
  });

  it('says what to do after dialling when the PIN is not in the code', () => {
    expect(loadingInstruction({ network: 'mtn', kind: 'data' })).toBe(
      'Dial *460*6*1#, then enter the PIN',
    );
  });

  it('sends the buyer to the seller where no code is known, rather than guess one', () => {
    expect(loadingInstruction({ network: 'glo', kind: 'data' })).toBe(
      'Call the seller below to load this PIN',
    );
  });
});
