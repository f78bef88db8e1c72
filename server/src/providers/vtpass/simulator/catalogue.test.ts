import { CATEGORY_IDS, type CategoryId } from '@contract/services';
import { vtpassSeedPackages } from '../../../modules/catalogue/seed-data';
import { serviceKind, type ServiceKind } from './catalogue';

/** The categories a VTpass serviceID of each kind may be sold under. */
const CATEGORIES_OF: Record<ServiceKind, readonly CategoryId[]> = {
  airtime: [CATEGORY_IDS.airtime, CATEGORY_IDS.airtimeToCash],
  data: [CATEGORY_IDS.data],
  smile: [CATEGORY_IDS.internetData],
  tv: [CATEGORY_IDS.cable],
  showmax: [CATEGORY_IDS.cable],
  electricity: [CATEGORY_IDS.electricity],
  waec: [CATEGORY_IDS.exam],
  'waec-registration': [CATEGORY_IDS.exam],
  jamb: [CATEGORY_IDS.exam],
  insurance: [CATEGORY_IDS.accidentInsurance],
};

it('sells every package we seed from its list under a serviceID of the package’s category', () => {
  const strays = vtpassSeedPackages
    .filter((pkg) => pkg.categoryId !== CATEGORY_IDS.sms)
    .filter((pkg) => {
      const kind = serviceKind(pkg.serviceId);
      return !kind || !CATEGORIES_OF[kind].includes(pkg.categoryId);
    });
  expect(strays.map((pkg) => pkg.slug)).toEqual([]);
});
