import type { ApiKeyProof, CreateApiKeyRequest } from '@contract/api';
import {
  API_KEY_FORMAT_NAMES,
  API_KEY_FORMATS,
  MAX_API_KEY_DAILY_CAP,
  type ApiKeyFormat,
} from '@contract/constants/api-keys';
import { formatNaira } from '@contract/format';
import { parseAllowList } from './allow-list';

export interface CreateKeyValues {
  name: string;
  allowed_ips: string;
  /** whole naira the key may spend in any 24 hours; empty: no cap */
  daily_cap: string;
  /** what the key may do: buy (and read), or only read */
  access: 'buy' | 'read';
  /** the API the key speaks */
  format: ApiKeyFormat;
  /** a live key, or a test key whose orders the sandbox answers */
  mode: 'live' | 'test';
}

export const API_KEY_NAME_REQUIRED = 'Give the key a name, e.g. the server that will use it.';
export const API_KEY_CAP_INVALID = `The daily cap is a whole number of naira from 1 to ${formatNaira(MAX_API_KEY_DAILY_CAP)}, or empty for no cap.`;

export const API_KEY_ACCESS_OPTIONS = [
  { value: 'buy', label: 'Buy and read (purchases, SMS, balance, history)' },
  { value: 'read', label: 'Read only (balance, history, prices): no purchase' },
];

export const API_KEY_FORMAT_OPTIONS = API_KEY_FORMATS.map((format) => ({
  value: format,
  label:
    format === 'nairatop'
      ? 'NairaTop API (/api/v1, X-API-Key)'
      : `${API_KEY_FORMAT_NAMES[format]}: your existing code, at /api`,
}));

export const API_KEY_MODE_OPTIONS = [
  { value: 'live', label: 'Live key: real orders from your wallet' },
  {
    value: 'test',
    label: 'Test key (ntk_test_): orders answered by the sandbox in every format, no money moves',
  },
];

export const createKeyInitialValues: CreateKeyValues = {
  name: '',
  allowed_ips: '',
  daily_cap: '',
  access: 'buy',
  format: 'nairatop',
  mode: 'live',
};

/** The cap as typed: null for none, the whole naira, or undefined when it is not one. */
function capOf(text: string): number | null | undefined {
  const typed = text.trim().replaceAll(',', '');
  if (typed === '') return null;
  if (!/^\d+$/.test(typed)) return undefined;
  const naira = Number(typed);
  return naira >= 1 && naira <= MAX_API_KEY_DAILY_CAP ? naira : undefined;
}

export function validateCreateKey(values: CreateKeyValues): Partial<CreateKeyValues> {
  return {
    ...(values.name.trim() ? {} : { name: API_KEY_NAME_REQUIRED }),
    ...(capOf(values.daily_cap) === undefined ? { daily_cap: API_KEY_CAP_INVALID } : {}),
  };
}

export const toCreateApiKeyRequest = (
  values: CreateKeyValues,
  proof: ApiKeyProof,
): CreateApiKeyRequest => ({
  name: values.name.trim(),
  allowed_ips: parseAllowList(values.allowed_ips),
  daily_cap: capOf(values.daily_cap) ?? null,
  read_only: values.access === 'read',
  format: values.format,
  test: values.mode === 'test',
  ...proof,
});
