import type { EpinBatch, EpinNetwork, EpinStockQuery } from '@contract/api';
import { formatWholeNaira } from '@contract/format';
import { NETWORK_BRANDS } from '@/entities/epin-card';

/*
 * The stock's filters, kept in the page's address (?network=mtn&value=100&printed=no&sold=no) so
 * that coming back from a batch finds the list as it was left. None of them is secret.
 */

export interface StockFilters {
  network: string;
  value: string;
  printed: string;
  sold: string;
}

export const FILTER_NAMES = ['network', 'value', 'printed', 'sold'] as const;

const NETWORKS = Object.keys(NETWORK_BRANDS) as EpinNetwork[];
const YES_NO = new Set(['yes', 'no']);

export const filtersOf = (search: URLSearchParams): StockFilters => ({
  network: search.get('network') ?? '',
  value: search.get('value') ?? '',
  printed: search.get('printed') ?? '',
  sold: search.get('sold') ?? '',
});

/** The API's query from the filters; a value it does not know is left out. */
export function stockQueryOf(filters: StockFilters): EpinStockQuery {
  const query: EpinStockQuery = {};
  if (NETWORKS.includes(filters.network as EpinNetwork))
    query.network = filters.network as EpinNetwork;
  if (/^\d+$/.test(filters.value)) query.value = Number(filters.value);
  if (YES_NO.has(filters.printed)) query.printed = filters.printed as 'yes' | 'no';
  if (YES_NO.has(filters.sold)) query.sold = filters.sold as 'yes' | 'no';
  return query;
}

export const NETWORK_OPTIONS = [
  { value: '', label: 'All networks' },
  ...NETWORKS.map((network) => ({ value: network, label: NETWORK_BRANDS[network].name })),
];

/** The card values of the whole stock, smallest first, as choices. */
export const valueOptions = (batches: readonly EpinBatch[]) => [
  { value: '', label: 'All values' },
  ...[...new Set(batches.map((batch) => batch.value))]
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: formatWholeNaira(value) })),
];

export const PRINTED_OPTIONS = [
  { value: '', label: 'Printed or not' },
  { value: 'yes', label: 'Some cards printed' },
  { value: 'no', label: 'No card printed' },
];

export const SOLD_OPTIONS = [
  { value: '', label: 'Sold or not' },
  { value: 'yes', label: 'Some cards sold' },
  { value: 'no', label: 'No card sold' },
];
