/**
 * Nigerian mobile networks and the number prefixes each was allotted. A number keeps its prefix
 * when its owner moves it to another network (a ported number), so the prefix is a guess the
 * customer may override, never a check.
 */
export const NETWORKS = ['mtn', 'glo', 'airtel', '9mobile'] as const;
export type Network = (typeof NETWORKS)[number];

export const NETWORK_NAMES: Readonly<Record<Network, string>> = {
  mtn: 'MTN',
  glo: 'GLO',
  airtel: 'Airtel',
  '9mobile': '9mobile',
};

/** The provider's service id of each network's airtime and data (9mobile is still `etisalat`). */
export const NETWORK_SERVICE_IDS: Readonly<Record<Network, { airtime: string; data: string }>> = {
  mtn: { airtime: 'mtn', data: 'mtn-data' },
  glo: { airtime: 'glo', data: 'glo-data' },
  airtel: { airtime: 'airtel', data: 'airtel-data' },
  '9mobile': { airtime: 'etisalat', data: 'etisalat-data' },
};

// Five-digit prefixes first: 0702 is shared out by its fifth digit.
const PREFIXES: ReadonlyArray<readonly [Network, readonly string[]]> = [
  [
    'mtn',
    [
      '07025',
      '07026',
      '0703',
      '0704',
      '0706',
      '0803',
      '0806',
      '0810',
      '0813',
      '0814',
      '0816',
      '0903',
      '0906',
      '0913',
      '0916',
    ],
  ],
  ['glo', ['0705', '0805', '0807', '0811', '0815', '0905', '0915']],
  [
    'airtel',
    ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0911', '0912'],
  ],
  ['9mobile', ['0809', '0817', '0818', '0908', '0909']],
];

/** The network a number in its local form (08031234567) was allotted to, or undefined. */
export function networkOfPhone(localPhone: string): Network | undefined {
  for (const length of [5, 4]) {
    const prefix = localPhone.slice(0, length);
    const found = PREFIXES.find(([, list]) => list.includes(prefix));
    if (found) return found[0];
  }
  return undefined;
}

/** A network as people write it in a spreadsheet: "MTN", "Glo", "9mobile", "Etisalat". */
export function parseNetwork(text: string): Network | undefined {
  const compact = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (compact === 'etisalat' || compact === '9mobile' || compact === 'ninemobile') return '9mobile';
  return NETWORKS.find((network) => network === compact);
}

/** The network whose airtime or data a provider service id sells. */
export function networkOfServiceId(serviceId: string): Network | undefined {
  return NETWORKS.find(
    (network) =>
      NETWORK_SERVICE_IDS[network].airtime === serviceId ||
      NETWORK_SERVICE_IDS[network].data === serviceId,
  );
}
