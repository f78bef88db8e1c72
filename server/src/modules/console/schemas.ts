/** The error answers every console route may give, for its response schema. */
import { apiError } from '../../lib/api-schemas';

export const consoleErrors = { 400: apiError, 401: apiError, 403: apiError } as const;
export const consoleErrorsWith404 = { ...consoleErrors, 404: apiError } as const;
export const consoleErrorsWith409 = { ...consoleErrorsWith404, 409: apiError } as const;
