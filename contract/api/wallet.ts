import { Type, type Static } from 'typebox';

/*
 * Amounts are naira. A missing amount defaults to 0 so it reaches the server's own checks and gets
 * the form's own message ('Amount is required') instead of a generic one.
 */
const naira = Type.Number({ default: 0, maximum: 100_000_000 });

export const TransferBonusRequestSchema = Type.Object({
  /** naira, at least ₦1,000, at most two decimals, at most the bonus balance */
  amount: naira,
});

export const TransferBonusResponseSchema = Type.Object({
  /** naira after the transfer */
  wallet_balance: Type.Number(),
  /** referral bonus in naira after the transfer */
  bonus: Type.Number(),
});

export const UpgradeUserRequestSchema = Type.Object({
  /** the level's name: normal, agent, reseller or api */
  level: Type.String({ maxLength: 50, default: '' }),
  /** the naira price the client showed; rejected when it differs from the server's price */
  amount: Type.Optional(Type.Union([Type.Number({ maximum: 100_000_000 }), Type.Null()])),
});

const LevelNameSchema = Type.Union([
  Type.Literal('normal'),
  Type.Literal('agent'),
  Type.Literal('reseller'),
  Type.Literal('api'),
]);

export const UpgradeUserResponseSchema = Type.Object({
  user_level: LevelNameSchema,
  /** naira after the upgrade */
  wallet_balance: Type.Number(),
});

export const LevelPriceSchema = Type.Object({
  id: Type.Integer(),
  name: LevelNameSchema,
  /** how customers read it: Normal, Agent, Reseller, API */
  title: Type.String(),
  /** naira debited to move up to this level; moving down is free */
  price: Type.Number(),
});

export const LevelPricesSchema = Type.Array(LevelPriceSchema);

export const TransactionCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
});

export const TransactionStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('failed'),
  Type.Literal('ignored'),
  Type.Literal('reversed'),
  /** a card checkout nobody paid within the payment provider's window */
  Type.Literal('expired'),
]);

/**
 * Something else a purchase produced that the customer keeps, as its service declares it: a label
 * and one or more values (a policy number, a reference). `code`: the customer types it somewhere
 * (it joins the token column and the success message); `link`: each value is an https address.
 */
export const ResultItemSchema = Type.Object({
  label: Type.String({ minLength: 1, maxLength: 40 }),
  values: Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { minItems: 1, maxItems: 20 }),
  code: Type.Optional(Type.Boolean()),
  link: Type.Optional(Type.Boolean()),
});

/** What a purchase produced, kept on the transaction and shown on the receipt. */
export const TransactionResultSchema = Type.Object({
  /** electricity prepaid token, without the "Token : " prefix */
  token: Type.Optional(Type.String()),
  /** e.g. "79.9 kWh" */
  units: Type.Optional(Type.String()),
  /** JAMB and WAEC registration PINs */
  pins: Type.Optional(Type.Array(Type.String())),
  /** WAEC result checker cards */
  cards: Type.Optional(Type.Array(Type.Object({ serial: Type.String(), pin: Type.String() }))),
  /** Showmax vouchers */
  vouchers: Type.Optional(Type.Array(Type.String())),
  /** insurance: where the insurer's certificate is downloaded */
  certificate_url: Type.Optional(Type.String()),
  customer_name: Type.Optional(Type.String()),
  customer_address: Type.Optional(Type.String()),
  /** bulk SMS: how many numbers the message went to (duplicates removed) */
  recipients: Type.Optional(Type.Integer({ minimum: 0 })),
  /** bulk SMS: pages of 160 characters per recipient */
  pages: Type.Optional(Type.Integer({ minimum: 0 })),
  /** printable cards: the batch in the buyer's stock (GET /epins/batches/{id}/cards/ opens it) */
  epin_batch_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** printable cards: how many were asked for and how many came */
  epin_cards: Type.Optional(
    Type.Object({ asked: Type.Integer({ minimum: 0 }), delivered: Type.Integer({ minimum: 0 }) }),
  ),
  /** what else the customer keeps, as the service declares it, after the named keys above */
  items: Type.Optional(Type.Array(ResultItemSchema, { maxItems: 10 })),
});

/** A transaction as the history, the receipt and a purchase answer show it; money in naira. */
/** A refund written to the wallet for a transaction: naira, and when. */
export const TransactionRefundSchema = Type.Object({
  amount: Type.Number(),
  /** the wallet balance right after the refund */
  balance_after: Type.Number(),
  refunded_at: Type.String({ format: 'date-time' }),
});

/**
 * What a purchase screen needs to buy the same again ("Buy again"): the service (its key in the
 * service list), the package, the plan's code, the number bought for and the face value in naira
 * (what the customer typed, before any discount).
 */
export const BuyAgainSchema = Type.Object({
  service: Type.String(),
  package_id: Type.Integer(),
  /** the provider's service id of that package (network, disco, cable service, exam) */
  service_id: Type.Union([Type.String(), Type.Null()]),
  /** a data, cable or exam plan's code; null for airtime and electricity */
  plan_code: Type.Union([Type.String(), Type.Null()]),
  /** the phone, meter, smart card or profile ID bought for */
  number: Type.String(),
  /** the contact phone sent with the purchase, when it had one */
  phone: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Number(),
  meter_type: Type.Union([Type.Literal('prepaid'), Type.Literal('postpaid'), Type.Null()]),
  subscription_type: Type.Union([Type.Literal('renew'), Type.Literal('change'), Type.Null()]),
});

export const TransactionSchema = Type.Object({
  id: Type.Integer(),
  tx_ref: Type.String(),
  subcategory: Type.Union([
    Type.Object({ id: Type.Integer(), title: Type.String(), image: Type.String() }),
    Type.Null(),
  ]),
  category: Type.Union([TransactionCategorySchema, Type.Null()]),
  plan: Type.Union([Type.String(), Type.Null()]),
  phone_no: Type.Union([Type.String(), Type.Null()]),
  card_no: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
  response: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Number(),
  token: Type.Union([Type.String(), Type.Null()]),
  initial_balance: Type.Union([Type.Number(), Type.Null()]),
  new_balance: Type.Union([Type.Number(), Type.Null()]),
  status: TransactionStatusSchema,
  /**
   * what the row records: purchase, sms, airtime_to_cash, card_funding, bank_funding, bank_charge,
   * bonus_transfer, level_upgrade, level_downgrade (a string, so a new kind never breaks a client)
   */
  kind: Type.String(),
  /** what a purchase produced (token, PINs, cards, vouchers, customer), when it produced anything */
  result: Type.Union([TransactionResultSchema, Type.Null()]),
  /**
   * the money given back to the wallet on this transaction (a failed or reversed purchase, or the
   * refused share of an SMS), with the wallet balance right after it; null when nothing was refunded
   */
  refund: Type.Union([TransactionRefundSchema, Type.Null()]),
  /** a purchase of a service sold on a purchase screen: how to buy it again; null otherwise */
  buy_again: Type.Optional(Type.Union([BuyAgainSchema, Type.Null()])),
  created_at: Type.String({ format: 'date-time' }),
  /** true on a test key's order: answered by the sandbox, no money moved, no provider was asked */
  test: Type.Optional(Type.Literal(true)),
});

export type TransferBonusRequest = Static<typeof TransferBonusRequestSchema>;
export type TransferBonusResponse = Static<typeof TransferBonusResponseSchema>;
export type UpgradeUserRequest = Static<typeof UpgradeUserRequestSchema>;
export type UpgradeUserResponse = Static<typeof UpgradeUserResponseSchema>;
export type LevelPrice = Static<typeof LevelPriceSchema>;
export type TransactionCategory = Static<typeof TransactionCategorySchema>;
export type TransactionStatus = Static<typeof TransactionStatusSchema>;
export type DeclaredResultItem = Static<typeof ResultItemSchema>;
export type TransactionResult = Static<typeof TransactionResultSchema>;
export type TransactionRefund = Static<typeof TransactionRefundSchema>;
export type Transaction = Static<typeof TransactionSchema>;
export type BuyAgain = Static<typeof BuyAgainSchema>;
