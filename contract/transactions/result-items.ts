import type { Transaction, TransactionResult } from '../api';

/** One labelled piece of a value a customer copies on its own (a card's serial, its PIN). */
export interface ResultItemPart {
  label: string;
  value: string;
}

/**
 * One thing a purchase produced that the customer keeps: the receipt's row, the result panel's
 * lines, a part of the success message and of the token column all come from it.
 */
export interface ResultItem {
  key: string;
  /** the receipt's heading: plural when there are several values ('PINs') */
  label: string;
  /** one value's heading, where each value shows on its own line ('PIN') */
  labelOfOne: string;
  values: string[];
  /** each value in labelled parts copied separately; `values` holds the same as one line each */
  parts?: ResultItemPart[][];
  /** the customer types it somewhere: it joins the token column and the success message */
  code?: boolean;
  /** each value is an https address to open */
  link?: boolean;
  /** the key of the code it measures (a token's units): a sentence writes it in brackets after it */
  of?: string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const present = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isHttps = (value: string) => /^https:\/\/\S+$/.test(value);

/** Values of one label; several values take the plural label, each line the singular. */
function listed(
  key: string,
  one: string,
  many: string,
  values: string[] | undefined,
  extra: Omit<ResultItem, 'key' | 'label' | 'labelOfOne' | 'values'> = {},
): ResultItem[] {
  const kept = (values ?? []).filter(present);
  if (kept.length === 0) return [];
  return [{ key, label: plural(kept.length, one, many), labelOfOne: one, values: kept, ...extra }];
}

/**
 * What a purchase produced that the customer keeps, in the order the receipt shows it: the
 * electricity token and its units, PINs, result checker cards, vouchers, the insurance
 * certificate, then the items the service declared. Customer details and bulk SMS counts describe
 * the purchase rather than give the customer something to keep, so they are not items.
 */
export function resultItemsOf(result: TransactionResult | null | undefined): ResultItem[] {
  if (!result) return [];
  const cards = (result.cards ?? []).filter((card) => present(card.pin));
  return [
    ...listed('token', 'Token', 'Tokens', result.token ? [result.token] : [], { code: true }),
    ...listed('units', 'Units', 'Units', result.units ? [result.units] : [], { of: 'token' }),
    ...listed('pins', 'PIN', 'PINs', result.pins, { code: true }),
    ...(cards.length
      ? [
          {
            key: 'cards',
            label: plural(cards.length, 'Card', 'Cards'),
            labelOfOne: 'Card',
            values: cards.map((card) => `Serial ${card.serial}, PIN ${card.pin}`),
            parts: cards.map((card) => [
              { label: 'Serial', value: card.serial },
              { label: 'PIN', value: card.pin },
            ]),
            code: true,
          },
        ]
      : []),
    ...listed('vouchers', 'Voucher', 'Vouchers', result.vouchers, { code: true }),
    ...listed(
      'certificate',
      'Certificate',
      'Certificate',
      result.certificate_url ? [result.certificate_url] : [],
      result.certificate_url && isHttps(result.certificate_url) ? { link: true } : {},
    ),
    ...(result.items ?? []).flatMap((item, index) => {
      const link = item.link === true && item.values.every(isHttps);
      return listed(`item-${index}`, item.label, item.label, item.values, {
        ...(item.code ? { code: true } : {}),
        ...(link ? { link: true } : {}),
      });
    }),
  ];
}

/**
 * What a transaction shows the customer keeps (its receipt, its result panel, its e-mail): its
 * result's items; when the result keeps no code (a transaction recorded before results were kept),
 * its token column first, as the Token.
 */
export function keptItemsOf({
  result,
  token,
}: Pick<Transaction, 'result' | 'token'>): ResultItem[] {
  const items = resultItemsOf(result);
  const column =
    present(token ?? undefined) && !items.some((item) => item.code)
      ? [{ key: 'token', label: 'Token', labelOfOne: 'Token', values: [token ?? ''], code: true }]
      : [];
  return [...column, ...items];
}
