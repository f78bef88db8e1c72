import { Value } from 'typebox/value';
import type { PurchaseServiceKey } from '@contract/services';
import { badRequest } from '../lib/http-error';
import { PURCHASE_SERVICES } from './index';

/**
 * A purchase body made away from its route (a schedule, a reseller format's request), checked
 * against that route's schema with its defaults filled in, so it buys exactly what the route
 * would; a 400 names the first field that is wrong.
 */
export function checkedPurchase(
  service: PurchaseServiceKey,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const schema = PURCHASE_SERVICES[service].route.body;
  const withDefaults = Value.Default(schema, Value.Clone(body)) as Record<string, unknown>;
  const [error] = Value.Errors(schema, withDefaults);
  if (error) {
    const field = error.instancePath.replace(/^\//, '').split('/')[0] || 'purchase';
    const message = `${field}: ${error.message}`;
    throw badRequest(message, { [field]: message });
  }
  return withDefaults;
}
