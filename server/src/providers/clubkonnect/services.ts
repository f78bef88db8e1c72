import type { EpinNetwork } from '../../ports/epins';

/*
 * What ClubKonnect (Nellobyte Systems) sells us, by OUR service id (the catalogue's ids, the same the
 * VTpass adapter receives): the endpoint each purchase goes to and the codes ClubKonnect names the
 * network, TV company or electricity company with. One table, read by the adapter and by the
 * simulator alike. Services missing here (Smile, Showmax...) are not bought from ClubKonnect.
 */

/** Every ClubKonnect script we call, relative to the base URL. */
export const ENDPOINTS = {
  airtime: 'APIAirtimeV1.asp',
  data: 'APIDatabundleV1.asp',
  cable: 'APICableTVV1.asp',
  electricity: 'APIElectricityV1.asp',
  waec: 'APIWAECV1.asp',
  jamb: 'APIJAMBV1.asp',
  query: 'APIQueryV1.asp',
  balance: 'APIWalletBalanceV1.asp',
  verifyCable: 'APIVerifyCableTVV1.0.asp',
  verifyElectricity: 'APIVerifyElectricityV1.asp',
  verifyJamb: 'APIVerifyJAMBV1.asp',
  dataPlans: 'APIDatabundlePlansV2.asp',
  cablePackages: 'APICableTVPackagesV2.asp',
  waecPackages: 'APIWAECPackagesV2.asp',
  jambPackages: 'APIJAMBPackagesV2.asp',
  airtimeEpin: 'APIEPINV1.asp',
  dataEpin: 'APIDatabundleEPINV1.asp',
} as const;

export type ClubkonnectKind = 'airtime' | 'data' | 'cable' | 'electricity' | 'waec' | 'jamb';

export interface ClubkonnectService {
  kind: ClubkonnectKind;
  /** MobileNetwork (airtime, data), CableTV (cable) or ElectricCompany (electricity); none for exams */
  code?: string;
}

/** MobileNetwork codes: 01 MTN, 02 Glo, 03 9mobile, 04 Airtel. */
const NETWORKS = { mtn: '01', glo: '02', etisalat: '03', airtel: '04' } as const;

/** The same MobileNetwork codes by the e-PIN port's network names. */
export const EPIN_NETWORKS: Readonly<Record<EpinNetwork, string>> = {
  mtn: NETWORKS.mtn,
  glo: NETWORKS.glo,
  '9mobile': NETWORKS.etisalat,
  airtel: NETWORKS.airtel,
};

/** The airtime e-PIN denominations APIEPINV1.asp takes as Value, in naira. */
export const EPIN_VALUES: readonly number[] = [100, 200, 500];

/**
 * The most e-PINs one order asks for: the public integrations all stop at 100 (PROVIDER.md,
 * "e-PINs"); a larger batch is bought in several orders (services/epins/orders.ts).
 */
export const EPIN_MAX_QUANTITY = 100;

/**
 * ElectricCompany codes. 01 to 09 are in every published client; 10 to 12 (Benin, Yola, Aba) are
 * the later additions as we read them (PROVIDER.md, "Not confirmed").
 */
const DISCOS: Record<string, string> = {
  'eko-electric': '01',
  'ikeja-electric': '02',
  'abuja-electric': '03',
  'kano-electric': '04',
  'portharcourt-electric': '05',
  'jos-electric': '06',
  'ibadan-electric': '07',
  'kaduna-electric': '08',
  'enugu-electric': '09',
  'benin-electric': '10',
  'yola-electric': '11',
  'aba-electric': '12',
};

export const SERVICES: Readonly<Record<string, ClubkonnectService>> = {
  ...Object.fromEntries(
    Object.entries(NETWORKS).flatMap(([network, code]) => [
      [network, { kind: 'airtime', code }],
      [`${network}-data`, { kind: 'data', code }],
    ]),
  ),
  dstv: { kind: 'cable', code: 'dstv' },
  gotv: { kind: 'cable', code: 'gotv' },
  startimes: { kind: 'cable', code: 'startimes' },
  ...Object.fromEntries(
    Object.entries(DISCOS).map(([serviceId, code]) => [serviceId, { kind: 'electricity', code }]),
  ),
  waec: { kind: 'waec' },
  'waec-registration': { kind: 'waec' },
  jamb: { kind: 'jamb' },
};

export const serviceOf = (serviceId: string): ClubkonnectService | undefined => SERVICES[serviceId];

/** MeterType: 01 prepaid, 02 postpaid. */
export const METER_TYPES: Readonly<Record<string, string>> = { prepaid: '01', postpaid: '02' };

/** The plan list's key of each network (APIDatabundlePlansV2 groups plans by these names). */
export const PLAN_LIST_NETWORKS: Readonly<Record<string, string>> = {
  '01': 'MTN',
  '02': 'Glo',
  '03': 'm_9mobile',
  '04': 'Airtel',
};

/** The package list's key of each TV company (APICableTVPackagesV2). */
export const PACKAGE_LIST_TV: Readonly<Record<string, string>> = {
  dstv: 'DStv',
  gotv: 'GOtv',
  startimes: 'Startimes',
};
