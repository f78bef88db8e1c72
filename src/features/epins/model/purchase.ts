import { object, string } from 'yup';
import type { Package, Plan } from '@contract/api';
import { formatNaira } from '@contract/format';
import {
  EPIN_BATCH_DEFAULT_LIMIT,
  EPIN_MESSAGES,
  type EpinPurchaseRequest,
} from '@contract/services/epins';
import { plansOf } from '@/entities/package';
import { orderedErrors } from '@/shared/lib/validation';

export interface EpinsValues {
  /** the network's package id */
  packageId: string;
  /** the card value's plan id */
  planId: string;
  /** cards in the batch, as typed */
  quantity: string;
}

export const epinsInitialValues: EpinsValues = { packageId: '', planId: '', quantity: '' };

/**
 * The most cards one batch may hold. The server may be configured lower and refuses beyond its
 * own limit with its own message.
 */
export const BATCH_LIMIT = EPIN_BATCH_DEFAULT_LIMIT;

/** The order in which failures are reported (first failure wins). */
const MESSAGE_ORDER = [
  EPIN_MESSAGES.networkRequired,
  EPIN_MESSAGES.planRequired,
  EPIN_MESSAGES.quantityRequired,
  EPIN_MESSAGES.quantityWhole,
  EPIN_MESSAGES.quantityMinimum,
  EPIN_MESSAGES.quantityMaximum(BATCH_LIMIT),
] as const;

const WHOLE = /^\d+$/;

export const epinsSchema = object({
  packageId: string().required(EPIN_MESSAGES.networkRequired),
  planId: string().required(EPIN_MESSAGES.planRequired),
  quantity: string()
    .trim()
    .required(EPIN_MESSAGES.quantityRequired)
    .test('whole', EPIN_MESSAGES.quantityWhole, (value) => !value || WHOLE.test(value))
    .test(
      'minimum',
      EPIN_MESSAGES.quantityMinimum,
      (value) => !value || !WHOLE.test(value) || Number(value) >= 1,
    )
    .test(
      'maximum',
      EPIN_MESSAGES.quantityMaximum(BATCH_LIMIT),
      (value) => !value || !WHOLE.test(value) || Number(value) <= BATCH_LIMIT,
    ),
});

/** Formik's `validate`: every failing field with its first message, in check order. */
export const validateEpins = (values: EpinsValues) =>
  orderedErrors(epinsSchema, values, MESSAGE_ORDER);

/** The chosen network's package and card value's plan, where they are chosen. */
export function selectionOf(packages: readonly Package[], values: EpinsValues) {
  const pkg = packages.find((item) => String(item.id) === values.packageId);
  const plan = plansOf(pkg).find((item) => String(item.id) === values.planId);
  return { pkg, plan };
}

/** The quantity typed, when it is a whole number of cards the batch may hold; else null. */
export function quantityOf(values: EpinsValues): number | null {
  const typed = values.quantity.trim();
  if (!WHOLE.test(typed)) return null;
  const quantity = Number(typed);
  return quantity >= 1 && quantity <= BATCH_LIMIT ? quantity : null;
}

/** Naira for `quantity` cards at `unitPrice` each, counted in kobo so no float error creeps in. */
export const batchCost = (unitPrice: number, quantity: number) =>
  (Math.round(unitPrice * 100) * quantity) / 100;

const cards = (quantity: number) => `${quantity} ${quantity === 1 ? 'card' : 'cards'}`;

/** '₦2,352.00 (24 cards × ₦98.00)' */
export const costLine = (plan: Plan, quantity: number) =>
  `${formatNaira(batchCost(plan.amount, quantity))} (${cards(quantity)} × ${formatNaira(plan.amount)})`;

/** What the form shows under the fields once a card value and a quantity are chosen. */
export function chargePreview(values: EpinsValues, packages: readonly Package[]) {
  const { plan } = selectionOf(packages, values);
  const quantity = quantityOf(values);
  if (!plan || quantity === null) return undefined;
  return `You will be charged ${costLine(plan, quantity)}`;
}

export const toEpinsRequest = (
  pkg: Package,
  plan: Plan,
  quantity: number,
): EpinPurchaseRequest => ({
  package_id: pkg.id,
  variation_code: plan.code,
  quantity,
});

/** The request, the charge and the confirmation's words for valid values. */
export function epinsOrder(values: EpinsValues, packages: readonly Package[]) {
  const { pkg, plan } = selectionOf(packages, values);
  const quantity = quantityOf(values);
  if (!pkg || !plan || quantity === null) return undefined;
  return {
    request: toEpinsRequest(pkg, plan, quantity),
    charge: batchCost(plan.amount, quantity),
    confirmContent: `${plan.title} × ${quantity} at ${formatNaira(plan.amount)} each: ${formatNaira(batchCost(plan.amount, quantity))}.`,
  };
}
