import type { BillsProvider } from '../../ports/bills';

/*
 * The bills providers the engine may sell through, by name (the names of bills_providers rows).
 * The composition root builds it; an order is sent, requeried and settled through the provider
 * named on it, never another.
 */

export interface BillsProviders {
  /** every registered name, the primary first */
  readonly names: readonly string[];
  /** the provider verification, plan lists and the balance ask (the first registered) */
  readonly primary: BillsProvider;
  get(name: string): BillsProvider | undefined;
}

export function billsProviders(entries: Record<string, BillsProvider>): BillsProviders {
  const byName = new Map(Object.entries(entries));
  const [first] = byName.values();
  if (!first) throw new Error('at least one bills provider is needed');
  return { names: [...byName.keys()], primary: first, get: (name) => byName.get(name) };
}

/** The same providers with the primary (the same name) answered by `primary`, e.g. a wrapper of it. */
export function withPrimary(providers: BillsProviders, primary: BillsProvider): BillsProviders {
  const name = primaryName(providers);
  return {
    ...providers,
    primary,
    get: (wanted) => (wanted === name ? primary : providers.get(wanted)),
  };
}

/** The primary's name: what a purchase recorded before routing (no provider named) was sent to. */
export const primaryName = (providers: BillsProviders): string => providers.names[0] ?? '';

/**
 * The provider an order is with. One that is no longer registered is an error, never a reason to
 * ask another: the order stays pending until it is registered again or a person settles it.
 */
export function providerOfOrder(providers: BillsProviders, name: string | null): BillsProvider {
  const provider = providers.get(name ?? primaryName(providers));
  if (!provider) throw new Error(`bills provider ${name ?? '(none)'} is not registered`);
  return provider;
}
