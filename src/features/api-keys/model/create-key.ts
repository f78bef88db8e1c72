import type { ApiKeyProof, CreateApiKeyRequest } from '@contract/api';
import { parseAllowList } from './allow-list';

export interface CreateKeyValues {
  name: string;
  allowed_ips: string;
}

export const API_KEY_NAME_REQUIRED = 'Give the key a name, e.g. the server that will use it.';

export const createKeyInitialValues: CreateKeyValues = { name: '', allowed_ips: '' };

export function validateCreateKey(values: CreateKeyValues): Partial<CreateKeyValues> {
  return values.name.trim() ? {} : { name: API_KEY_NAME_REQUIRED };
}

export const toCreateApiKeyRequest = (
  values: CreateKeyValues,
  proof: ApiKeyProof,
): CreateApiKeyRequest => ({
  name: values.name.trim(),
  allowed_ips: parseAllowList(values.allowed_ips),
  ...proof,
});
