import { Type, type Static } from 'typebox';

export const PlanSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** naira price at the caller's level */
  amount: Type.Number(),
  /** upstream variation code */
  code: Type.String(),
});

/** products of a package: plans (data, cable, exam) or a single rate (the others). */
export const PackageProductsSchema = Type.Union([
  Type.Array(PlanSchema),
  Type.Object({ discount: Type.Number() }),
  Type.Object({ commission: Type.Number() }),
  Type.Object({ amount: Type.Number() }),
]);

export const PackageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  description: Type.String(),
  network_type: Type.Union([Type.String(), Type.Null()]),
  service_id: Type.String(),
  products: PackageProductsSchema,
});

const TierRow = {
  amount1: Type.Number(),
  amount2: Type.Number(),
  amount3: Type.Number(),
  amount4: Type.Number(),
};

export const PriceRowSchema = Type.Object({ plan: Type.String(), ...TierRow });

/**
 * One price table of the public pricing page. Airtime and electricity: products[0] holds the four
 * tiers' discount percentages. Data, cable and exam: products[0].data lists plans with naira prices.
 */
export const PriceListItemSchema = Type.Object({
  title: Type.String(),
  image: Type.String(),
  category: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() }),
  products: Type.Array(
    Type.Union([Type.Object(TierRow), Type.Object({ data: Type.Array(PriceRowSchema) })]),
  ),
});

export const CategoryIdParamsSchema = Type.Object({
  categoryId: Type.Integer({ minimum: 1, maximum: 1000 }),
});

export type Plan = Static<typeof PlanSchema>;
export type PackageProducts = Static<typeof PackageProductsSchema>;
export type Package = Static<typeof PackageSchema>;
export type PriceRow = Static<typeof PriceRowSchema>;
export type PriceListItem = Static<typeof PriceListItemSchema>;
