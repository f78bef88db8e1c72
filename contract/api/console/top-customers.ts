import { Type, type Static } from 'typebox';

/*
 * The customers who bring the most (sales, margin) or meet the most failures over a period, for
 * owners: a customer's sales and margin are counted as the overview counts them (delivered
 * purchases, less what was refunded of one delivered in part, less what the provider charged).
 */

export const TOP_CUSTOMER_MEASURES = ['sales', 'margin', 'failures'] as const;
export type TopCustomerMeasure = (typeof TOP_CUSTOMER_MEASURES)[number];

/** today, or the last 7, 30 or 90 Lagos days including today */
export const TOP_CUSTOMER_PERIODS = ['today', '7d', '30d', '90d'] as const;
export type TopCustomerPeriod = (typeof TOP_CUSTOMER_PERIODS)[number];

/** How many customers the list shows. */
export const TOP_CUSTOMERS_SHOWN = 10;

const measure = (options: { default?: TopCustomerMeasure } = {}) =>
  Type.Unsafe<TopCustomerMeasure>(
    Type.Union(
      TOP_CUSTOMER_MEASURES.map((value) => Type.Literal(value)),
      options,
    ),
  );
const period = (options: { default?: TopCustomerPeriod } = {}) =>
  Type.Unsafe<TopCustomerPeriod>(
    Type.Union(
      TOP_CUSTOMER_PERIODS.map((value) => Type.Literal(value)),
      options,
    ),
  );

export const TopCustomersQuerySchema = Type.Object({
  by: Type.Optional(measure({ default: 'sales' })),
  period: Type.Optional(period({ default: '30d' })),
});

export const TopCustomerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  level: Type.String(),
  /** holds a live API key: a reseller selling through their own site or app */
  reseller: Type.Boolean(),
  /** delivered purchases in the period */
  purchases: Type.Integer(),
  /** naira paid for them */
  sales: Type.Number(),
  /** naira: sales less what the providers charged us */
  margin: Type.Number(),
  /** purchases that failed or were reversed in the period */
  failures: Type.Integer(),
});

export const TopCustomersSchema = Type.Object({
  by: measure(),
  period: period(),
  /** the period's first Lagos day, YYYY-MM-DD */
  from: Type.String(),
  customers: Type.Array(TopCustomerSchema, { maxItems: TOP_CUSTOMERS_SHOWN }),
});

export type TopCustomersQuery = Static<typeof TopCustomersQuerySchema>;
export type TopCustomer = Static<typeof TopCustomerSchema>;
export type TopCustomers = Static<typeof TopCustomersSchema>;
