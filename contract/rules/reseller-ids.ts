import type { Network } from './network';

/*
 * The numbers the two reseller formats give networks, cable services, discos and exams, as their
 * clients send them. Each table maps a format's number to our catalogue: a network, or a package's
 * slug. The two formats number networks differently (Airtel is 4 in MSORG and 2 in ADEX), which is
 * why a key speaks one of them and the routes never guess.
 */

export type ResellerFormat = 'msorg' | 'adex';

export interface ResellerIdTables {
  networks: Readonly<Record<number, Network>>;
  /** cable services by number, as package slugs */
  cables: Readonly<Record<number, string>>;
  /** electricity distribution companies by number, as package slugs */
  discos: Readonly<Record<number, string>>;
  /** exam PINs by number, as package slugs */
  exams: Readonly<Record<number, string>>;
}

const CABLES = { 1: 'gotv', 2: 'dstv', 3: 'startimes' } as const;

export const RESELLER_IDS: Readonly<Record<ResellerFormat, ResellerIdTables>> = {
  msorg: {
    networks: { 1: 'mtn', 2: 'glo', 3: '9mobile', 4: 'airtel' },
    cables: CABLES,
    discos: {
      1: 'ikeja-electric',
      2: 'eko-electric',
      3: 'abuja-electric',
      4: 'kano-electric',
      5: 'enugu-electric',
      6: 'portharcourt-electric',
      7: 'ibadan-electric',
      8: 'kaduna-electric',
      9: 'jos-electric',
      10: 'benin-electric',
      11: 'yola-electric',
      12: 'aba-electric',
    },
    exams: { 1: 'waec' },
  },
  adex: {
    networks: { 1: 'mtn', 2: 'airtel', 3: 'glo', 4: '9mobile' },
    cables: CABLES,
    discos: {
      1: 'ikeja-electric',
      2: 'eko-electric',
      3: 'kano-electric',
      4: 'portharcourt-electric',
      5: 'jos-electric',
      6: 'ibadan-electric',
      7: 'kaduna-electric',
      8: 'abuja-electric',
      9: 'enugu-electric',
      10: 'benin-electric',
      11: 'yola-electric',
      12: 'aba-electric',
    },
    exams: { 1: 'waec' },
  },
};

/** The number a format gives a network (the inverse of its table). */
export function networkNumber(format: ResellerFormat, network: Network): number {
  const found = Object.entries(RESELLER_IDS[format].networks).find(([, name]) => name === network);
  if (!found) throw new Error(`${format} has no number for ${network}`);
  return Number(found[0]);
}

/**
 * What a client sent for a network, cable, disco or exam: a number of the format's table, or the
 * name itself (some clients send "GOTV" or "Ikeja Electric"), read without case or spaces.
 */
export function lookUpResellerId<T extends string>(
  table: Readonly<Record<number, T>>,
  sent: unknown,
  names: (value: T) => readonly string[] = (value) => [value],
): T | undefined {
  if (typeof sent === 'number' || (typeof sent === 'string' && /^\s*\d+\s*$/.test(sent)))
    return table[Number(sent)];
  if (typeof sent !== 'string') return undefined;
  const wanted = squeeze(sent);
  if (!wanted) return undefined;
  return Object.values(table).find((value) =>
    names(value).some((name) => squeeze(name) === wanted),
  );
}

const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
