export { ProvidersBoard } from './ui/ProvidersBoard';
export { OffersPanel } from './ui/OffersPanel';
