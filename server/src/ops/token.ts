export { tokenMatches } from '../lib/token-match';

/** The header the operator endpoints read their secret from. */
export const OPS_TOKEN_HEADER = 'x-ops-token';
