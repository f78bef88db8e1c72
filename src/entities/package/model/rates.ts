import type { Package } from '@contract/api';

/** The discount percent of an airtime or electricity package at the caller's level; 0 otherwise. */
export function discountOf(pkg: Package | undefined): number {
  const products = pkg?.products;
  if (!products || Array.isArray(products) || !('discount' in products)) return 0;
  return Number.isFinite(products.discount) ? products.discount : 0;
}
