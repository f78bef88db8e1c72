import type { Package } from '../api';
import { displayTitle, networkTiles, packageChoiceOf, packagesOfNetwork } from './package-choice';

const pkg = (id: number, title: string, network: string | null): Package => ({
  id,
  title,
  image: `/${title}.svg`,
  description: '',
  network_type: network,
  service_id: 'data',
  products: [],
});

it('lists each data network type once, with its first package logo', () => {
  const packages = [pkg(1, 'MTN SME', 'MTN'), pkg(2, 'GLO', 'GLO'), pkg(3, 'MTN Gifting', 'MTN')];
  expect(networkTiles(packages)).toEqual([
    { id: 1, title: 'MTN', image: '/MTN SME.svg' },
    { id: 2, title: 'GLO', image: '/GLO.svg' },
  ]);
  expect(packagesOfNetwork(packages, 'MTN').map((item) => item.id)).toEqual([1, 3]);
});

it("names a disco's tile without its short code, and every other tile by its package", () => {
  expect(displayTitle('IKEDC-Ikeja Electric')).toBe('Ikeja Electric');
  expect(displayTitle('9mobile')).toBe('9mobile');
  expect(packageChoiceOf('electricity')?.tiles([pkg(4, 'EKEDC-Eko Electric', null)])).toEqual([
    { id: 4, title: 'Eko Electric', image: '/EKEDC-Eko Electric.svg' },
  ]);
  expect(packageChoiceOf('airtime')?.tiles([pkg(5, 'MTN', null)])).toEqual([
    { id: 5, title: 'MTN', image: '/MTN.svg' },
  ]);
});
