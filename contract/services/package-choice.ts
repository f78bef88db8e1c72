import type { Package } from '../api';
import { serviceByKey, type PackageTiles, type ServiceEntry, type ServiceKey } from './registry';

/*
 * The package choice a service page opens with (the network, disco or provider tiles): its label
 * and its tiles, read by the app's forms and by the server, which draws the same tiles in the
 * page's first view before the app's scripts have arrived.
 */

/** One tile: the package it stands for (a number key), the name under it and its logo. */
export interface PackageChoiceTile {
  id: number;
  title: string;
  image: string;
}

/** A package title without its short code: "IKEDC-Ikeja Electric" reads "Ikeja Electric". */
export function displayTitle(title: string): string {
  const hyphen = title.indexOf('-');
  return hyphen > 0 && hyphen < title.length - 1 ? title.slice(hyphen + 1).trim() : title;
}

/** The network type a data package is sold under (its title when it has none). */
export const networkOf = (pkg: Package) => pkg.network_type ?? pkg.title;

/** The unique network types of data packages, in catalogue order, each with its first package. */
export function networkTiles(packages: readonly Package[]): PackageChoiceTile[] {
  const networks = new Map<string, PackageChoiceTile>();
  for (const pkg of packages) {
    const title = networkOf(pkg);
    if (!networks.has(title)) networks.set(title, { id: pkg.id, title, image: pkg.image });
  }
  return [...networks.values()];
}

/** The data packages of one network type. */
export const packagesOfNetwork = (packages: readonly Package[], network: string) =>
  packages.filter((pkg) => networkOf(pkg) === network);

const eachPackage = (packages: readonly Package[]): PackageChoiceTile[] =>
  packages.map(({ id, title, image }) => ({ id, title, image }));

interface PackageChoiceOfService {
  /** the group's visible label */
  label: string;
  /** the tiles of the category's packages */
  tiles: (packages: readonly Package[]) => PackageChoiceTile[];
}

const TILES: Record<PackageTiles, PackageChoiceOfService['tiles']> = {
  each: eachPackage,
  'by-network': networkTiles,
  'without-code': (packages) =>
    eachPackage(packages).map((tile) => ({ ...tile, title: displayTitle(tile.title) })),
};

/** The package choice of a service's page, if it opens with one (its registry entry says). */
export function packageChoiceOf(key: ServiceKey): PackageChoiceOfService | undefined {
  const service: ServiceEntry = serviceByKey(key);
  const choice = service.packageChoice;
  return choice && { label: choice.label, tiles: TILES[choice.tiles] };
}

/** The label of a service page's opening choice ("Network", "Disco"...); none if it has none. */
export const choiceLabelOf = (key: ServiceKey): string => packageChoiceOf(key)?.label ?? '';
