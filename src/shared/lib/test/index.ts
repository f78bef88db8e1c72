export { renderWithProviders } from './render';
export { mswServer, apiUrl } from './msw-server';
export { setupUser, popupTexts, fieldError, fieldErrors, errorList, choose } from './antd';
export { buildUser } from './fixtures';
