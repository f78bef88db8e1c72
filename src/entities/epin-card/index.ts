export { EpinSheet } from './ui/EpinSheet';
export { EpinThermal } from './ui/EpinThermal';
export { epinCsv, EPIN_CSV_HEADER } from './model/csv';
export { CARDS_PER_PAGE_CHOICES, type CardsPerPage } from './model/sheet-layout';
export { LOADING_CODES, loadingInstruction, type LoadingCode } from './model/loading-codes';
export { NETWORK_BRANDS, type NetworkBrand } from './model/networks';
export { groupPin } from './model/pin';
export type { CardKind, Network, PrintableCard, Seller } from './model/types';
