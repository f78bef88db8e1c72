/** The highest daily spending cap an API key may have, in naira. */
export const MAX_API_KEY_DAILY_CAP = 100_000_000;

/**
 * The API a key speaks. NairaTop: /api/v1 with X-API-Key. MSORG (Husmodata style) and ADEX (n3tdata
 * style): the paths, fields and answers resellers' code already sends, under /api with
 * `Authorization: Token <key>`. A key speaks one of them; the routes never guess.
 */
export const API_KEY_FORMATS = ['nairatop', 'msorg', 'adex'] as const;
export type ApiKeyFormat = (typeof API_KEY_FORMATS)[number];
export const API_KEY_FORMAT_NAMES: Readonly<Record<ApiKeyFormat, string>> = {
  nairatop: 'NairaTop',
  msorg: 'MSORG (Husmodata style)',
  adex: 'ADEX (n3tdata style)',
};
