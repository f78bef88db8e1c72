export { ProvidersBoard } from './ui/ProvidersBoard';
export { OffersPanel } from './ui/OffersPanel';
export { useGetConsoleProvidersQuery } from './api/providersApi';
