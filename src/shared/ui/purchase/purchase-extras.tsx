import { createContext, useContext, type ReactNode } from 'react';
import type { Transaction } from '@contract/api';
import type { PurchasePrefill } from './prefill';

/**
 * What a purchase screen adds around the one purchase form, without the form knowing where it
 * comes from: the values to start from (a "Buy again" address), one-tap choices that fill the
 * number fields, and what the result panel offers after a purchase (saving the number).
 */
export interface PurchaseExtras {
  prefill?: PurchasePrefill;
  /** drawn above the service's fields; `choose` fills them */
  choices?: (choose: (choice: PurchasePrefill) => void, busy: boolean) => ReactNode;
  /** drawn in the result panel under the outcome */
  afterResult?: (transaction: Transaction) => ReactNode;
}

const Extras = createContext<PurchaseExtras>({});

export const PurchaseExtrasProvider = Extras.Provider;
export const usePurchaseExtras = () => useContext(Extras);
