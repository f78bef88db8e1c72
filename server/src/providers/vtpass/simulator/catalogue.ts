import { randomInt } from 'node:crypto';
import { CATEGORY_IDS } from '@contract/constants';
import { SANDBOX, SCENARIO_NUMBERS } from '../../../lib/sandbox-numbers';
import type { SimVtpassScenario } from './tables';

/*
 * What the VTpass simulator sells and the sandbox test values it honours (VTpass's published sandbox numbers):
 * serviceIDs, variations (our plans at the Normal level, handed over as packages), verify contents and the
 * results a delivered purchase carries, in VTpass's shapes.
 */

// VTpass's published sandbox numbers, honoured by all our bills simulators.
export { SANDBOX, SCENARIO_NUMBERS };

export type ServiceKind =
  | 'airtime'
  | 'data'
  | 'smile'
  | 'tv'
  | 'showmax'
  | 'electricity'
  | 'waec'
  | 'waec-registration'
  | 'jamb'
  | 'insurance';

/** The distribution companies VTpass sells electricity for, by serviceID. */
const ELECTRICITY = [
  'ikeja-electric',
  'eko-electric',
  'kano-electric',
  'portharcourt-electric',
  'jos-electric',
  'ibadan-electric',
  'kaduna-electric',
  'abuja-electric',
  'enugu-electric',
  'benin-electric',
  'aba-electric',
  'yola-electric',
];

const KINDS: Record<string, ServiceKind> = {
  mtn: 'airtime',
  glo: 'airtime',
  airtel: 'airtime',
  etisalat: 'airtime',
  'mtn-data': 'data',
  'glo-data': 'data',
  'airtel-data': 'data',
  'etisalat-data': 'data',
  'smile-direct': 'smile',
  dstv: 'tv',
  gotv: 'tv',
  startimes: 'tv',
  showmax: 'showmax',
  waec: 'waec',
  'waec-registration': 'waec-registration',
  jamb: 'jamb',
  'personal-accident-insurance': 'insurance',
  ...Object.fromEntries(ELECTRICITY.map((id) => [id, 'electricity' as const])),
};

export const serviceKind = (serviceId: string): ServiceKind | undefined => KINDS[serviceId];

/** content.transactions.type per kind, as VTpass names them. */
export const PRODUCT_TYPES: Record<ServiceKind, string> = {
  airtime: 'Airtime Recharge',
  data: 'Data Services',
  smile: 'Data Services',
  tv: 'TV Subscription',
  showmax: 'TV Subscription',
  electricity: 'Electricity Bill',
  waec: 'Education',
  'waec-registration': 'Education',
  jamb: 'Education',
  insurance: 'Insurance',
};

/** Commission VTpass keeps back for the merchant, in percent of the face value. */
export const COMMISSION_PERCENT: Record<ServiceKind, number> = {
  airtime: 3,
  data: 3,
  smile: 3,
  tv: 1.5,
  showmax: 1.5,
  electricity: 1,
  waec: 0,
  'waec-registration': 0,
  jamb: 0,
  insurance: 3,
};

/** What the insurer needs of the insured person, besides billersCode (the full name) and phone. */
export const INSURED_FIELDS: Partial<Record<ServiceKind, readonly string[]>> = {
  insurance: [
    'full_name',
    'address',
    'dob',
    'next_kin_name',
    'next_kin_phone',
    'business_occupation',
  ],
};

/** Minimum face value in naira (below it: 013). */
export const MINIMUM_NAIRA: Partial<Record<ServiceKind, number>> = {
  airtime: 50,
  electricity: 500,
};

export interface SimVariation {
  variation_code: string;
  name: string;
  variation_amount: string;
  fixedPrice: 'Yes' | 'No';
}

/**
 * A package we sell, as the simulator needs it to answer for its serviceID (the seeded catalogue,
 * handed over by the composition root): its title, category and plans with their naira prices per
 * level (the first is the Normal level's).
 */
export interface SimPackage {
  serviceId: string;
  title: string;
  categoryId: number;
  plans?: readonly { code: string; title: string; prices: readonly [number, ...number[]] }[];
}

/** The variations of a serviceID: our plans at the Normal level, electricity's meter types. */
export function variationsOf(packages: readonly SimPackage[], serviceId: string): SimVariation[] {
  const kind = serviceKind(serviceId);
  if (kind === 'electricity')
    return [
      { variation_code: 'prepaid', name: 'Prepaid', variation_amount: '0', fixedPrice: 'No' },
      { variation_code: 'postpaid', name: 'Postpaid', variation_amount: '0', fixedPrice: 'No' },
    ];
  const seen = new Set<string>();
  const variations: SimVariation[] = [];
  for (const pack of packages) {
    if (pack.serviceId !== serviceId || !pack.plans) continue;
    for (const plan of pack.plans) {
      if (seen.has(plan.code)) continue;
      seen.add(plan.code);
      variations.push({
        variation_code: plan.code,
        name: plan.title,
        variation_amount: plan.prices[0].toFixed(2),
        fixedPrice: 'Yes',
      });
    }
  }
  return variations;
}

/** The provider's display name, from the catalogue (e.g. 'Ikeja Electric', 'DSTV'). */
export function serviceTitle(packages: readonly SimPackage[], serviceId: string): string {
  const pack = packages.find(
    (item) => item.serviceId === serviceId && item.categoryId !== CATEGORY_IDS.airtimeToCash,
  );
  if (!pack) return serviceId.toUpperCase();
  const hyphen = pack.title.indexOf('-');
  return pack.categoryId === CATEGORY_IDS.electricity && hyphen > 0
    ? pack.title.slice(hyphen + 1)
    : pack.title;
}

export function productName(
  packages: readonly SimPackage[],
  serviceId: string,
  kind: ServiceKind,
): string {
  const title = serviceTitle(packages, serviceId);
  switch (kind) {
    case 'airtime':
      return `${title} Airtime VTU`;
    case 'data':
      return `${serviceId.replace(/-data$/, '').toUpperCase()} Data`;
    case 'smile':
      return 'Smile Payment';
    case 'tv':
    case 'showmax':
      return `${title} Subscription`;
    case 'electricity':
      return `${title} Payment`;
    case 'insurance':
      return `${title} Insurance`;
    default:
      return `${title} PIN`;
  }
}

const digits = (count: number) => {
  let text = String(randomInt(1, 10));
  while (text.length < count) text += String(randomInt(0, 10));
  return text;
};
const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const alphanumerics = (count: number) =>
  Array.from({ length: count }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/** A VTpass-looking transactionId: the time and random digits. */
export const newTransactionId = () => `${Date.now()}${digits(10)}`;

const CUSTOMER_NAME = 'TEST CUSTOMER';
const CUSTOMER_ADDRESS = '12 Adeola Odeku Street, Victoria Island, Lagos';

type Content = Record<string, unknown>;

/** Bouquet a sandbox smartcard is on: the provider's middle plan. */
function currentBouquet(packages: readonly SimPackage[], serviceId: string) {
  const variations = variationsOf(packages, serviceId);
  return variations[Math.floor(variations.length / 2)] ?? variations[0];
}

/**
 * merchant-verify content for a billersCode, or the error content of a failed verify. The scenario
 * numbers verify too (as a prepaid meter, a smartcard or a profile), so their purchases can be made.
 */
export function verifyContent(
  packages: readonly SimPackage[],
  serviceId: string,
  kind: ServiceKind,
  billersCode: string,
  type: string,
): { ok: boolean; content: Content } {
  const scenario = SCENARIO_NUMBERS[billersCode] !== undefined;
  switch (kind) {
    case 'electricity': {
      const meterType =
        billersCode === SANDBOX.postpaidMeter
          ? 'POSTPAID'
          : billersCode === SANDBOX.prepaidMeter || scenario
            ? 'PREPAID'
            : undefined;
      if (!meterType)
        return {
          ok: false,
          content: { error: `Invalid Meter Number : ${billersCode}`, WrongBillersCode: true },
        };
      return {
        ok: true,
        content: {
          Customer_Name: CUSTOMER_NAME,
          Address: CUSTOMER_ADDRESS,
          Meter_Number: billersCode,
          Customer_Arrears: meterType === 'POSTPAID' ? '0.00' : '',
          Minimum_Amount: 500,
          Min_Purchase_Amount: 500,
          Can_Vend: 'yes',
          Customer_Account_Type: meterType === 'POSTPAID' ? 'MD' : 'NMD',
          Meter_Type: meterType,
          Business_Unit: serviceTitle(packages, serviceId),
          WrongBillersCode: false,
          // What was asked for, when it differs from the meter's kind (informative only).
          ...(type && type.toUpperCase() !== meterType ? { Requested_Type: type } : {}),
        },
      };
    }
    case 'tv': {
      const bouquet = currentBouquet(packages, serviceId);
      if ((billersCode !== SANDBOX.smartcard && !scenario) || !bouquet)
        return {
          ok: false,
          content: { error: `Invalid Smartcard Number : ${billersCode}`, WrongBillersCode: true },
        };
      const due = new Date(Date.now() + 12 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      return {
        ok: true,
        content: {
          Customer_Name: `${CUSTOMER_NAME} ${serviceId.toUpperCase()}`,
          Status: 'ACTIVE',
          Due_Date: due,
          Customer_Number: '8061522780',
          Customer_Type: serviceId.toUpperCase(),
          Current_Bouquet: bouquet.name,
          Current_Bouquet_Code: bouquet.variation_code,
          Renewal_Amount: Number(bouquet.variation_amount),
          commission_details: null,
        },
      };
    }
    case 'jamb':
      if (billersCode !== SANDBOX.jambProfile && !scenario)
        return {
          ok: false,
          content: { error: `Invalid Profile ID : ${billersCode}`, WrongBillersCode: true },
        };
      return { ok: true, content: { Customer_Name: 'TEST CANDIDATE JAMB' } };
    case 'smile': {
      // The account a phone or e-mail belongs to; a scenario number is its own account, so its
      // pay picks the scenario.
      const sandboxAccount =
        billersCode === SANDBOX.successPhone || billersCode === SANDBOX.smileEmail;
      const accountId = sandboxAccount ? SANDBOX.smileAccountId : billersCode;
      if (!sandboxAccount && !scenario)
        return {
          ok: false,
          content: { error: `Invalid Smile account : ${billersCode}`, WrongBillersCode: true },
        };
      return {
        ok: true,
        content: {
          Customer_Name: 'TEST SMILE SUBSCRIBER',
          AccountList: {
            Account: [{ AccountId: Number(accountId), FriendlyName: `TEST SMILE (${accountId})` }],
            NumberOfAccounts: 1,
          },
        },
      };
    }
    case 'showmax':
      if (billersCode !== SANDBOX.successPhone && !scenario)
        return {
          ok: false,
          content: { error: `Invalid Phone Number : ${billersCode}`, WrongBillersCode: true },
        };
      return {
        ok: true,
        content: { Customer_Name: 'TEST SHOWMAX SUBSCRIBER', Phone: billersCode },
      };
    default:
      return {
        ok: false,
        content: { error: 'This service does not need verification', WrongBillersCode: false },
      };
  }
}

/** Whether a billersCode is a value that verifies for the service (outside the scenario numbers). */
export function billersCodeVerifies(kind: ServiceKind, billersCode: string): boolean {
  switch (kind) {
    case 'electricity':
      return billersCode === SANDBOX.prepaidMeter || billersCode === SANDBOX.postpaidMeter;
    case 'tv':
      return billersCode === SANDBOX.smartcard;
    case 'jamb':
      return billersCode === SANDBOX.jambProfile;
    case 'showmax':
      return billersCode === SANDBOX.successPhone;
    case 'smile':
      return billersCode === SANDBOX.smileAccountId;
    default:
      return true;
  }
}

/** The sandbox scenario of a pay. */
export function scenarioOf(
  kind: ServiceKind,
  billersCode: string,
  phone: string,
): SimVtpassScenario {
  const special = SCENARIO_NUMBERS[billersCode] ?? SCENARIO_NUMBERS[phone];
  if (special) return special;
  switch (kind) {
    case 'airtime':
      return phone === SANDBOX.successPhone ? 'success' : 'failed';
    case 'data':
      return (billersCode || phone) === SANDBOX.successPhone ? 'success' : 'failed';
    case 'insurance':
      return phone === SANDBOX.successPhone ? 'success' : 'failed';
    case 'showmax':
      return (billersCode || phone) === SANDBOX.successPhone ? 'success' : 'failed';
    case 'waec':
    case 'waec-registration':
      return 'success';
    default:
      return billersCodeVerifies(kind, billersCode) ? 'success' : 'failed';
  }
}

/** What a delivered purchase carries besides the envelope, in VTpass's shapes (top level). */
export function purchaseExtras(
  packages: readonly SimPackage[],
  kind: ServiceKind,
  options: {
    serviceId: string;
    variationCode: string;
    amountNaira: number;
    quantity: number;
    billersCode: string;
  },
): Record<string, unknown> {
  switch (kind) {
    case 'electricity': {
      const base = {
        customerName: CUSTOMER_NAME,
        customerAddress: CUSTOMER_ADDRESS,
        meterNumber: options.billersCode,
        utilityName: serviceTitle(packages, options.serviceId),
        exchangeReference: digits(12),
      };
      if (options.variationCode === 'postpaid') return { purchased_code: '', ...base };
      const token = (digits(20).match(/\d{4}/g) ?? []).join('-');
      return {
        purchased_code: `Token : ${token}`,
        token,
        units: `${(options.amountNaira / 70).toFixed(1)} kWh`,
        tokenAmount: Math.round((options.amountNaira / 1.075) * 100) / 100,
        tariff: 'R2 SINGLE PHASE',
        ...base,
      };
    }
    case 'jamb':
      return { purchased_code: `Pin : ${digits(15)}` };
    case 'waec': {
      const cards = Array.from({ length: options.quantity }, () => ({
        Serial: `WRN${digits(9)}`,
        Pin: digits(12),
      }));
      return {
        purchased_code: cards
          .map((card) => `Serial No:${card.Serial}, pin: ${card.Pin}`)
          .join(' || '),
        cards,
      };
    }
    case 'waec-registration': {
      const tokens = Array.from({ length: options.quantity }, () => digits(12));
      return { purchased_code: tokens.map((token) => `Token : ${token}`).join(' || '), tokens };
    }
    case 'showmax': {
      const vouchers = Array.from({ length: options.quantity }, () => `SHMX${alphanumerics(12)}`);
      return { purchased_code: '', Voucher: vouchers };
    }
    case 'insurance': {
      const certificate = `https://sandbox.vtpass.com/certificates/PA-${digits(10)}.pdf`;
      return { purchased_code: `Download Certificate : ${certificate}`, certUrl: certificate };
    }
    default:
      return { purchased_code: '' };
  }
}
