import type { Package } from '@contract/api';

/**
 * The package a form chose, by its id: a number (the package pickers) or the string a select
 * holds. Undefined while none is chosen or the list does not hold it.
 */
export const findPackage = (
  packages: readonly Package[],
  id: number | string | null | undefined,
): Package | undefined =>
  id === null || id === undefined || id === ''
    ? undefined
    : packages.find((pkg) => String(pkg.id) === String(id));
