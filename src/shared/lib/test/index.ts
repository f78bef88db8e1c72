export { renderWithProviders } from './render';
export { mswServer, apiUrl } from './msw-server';
