import type { DeclaredResultItem } from '@contract/api';
import { isObject, stringAt, type Loose } from '../lib/loose';

/*
 * What a service declares its customers keep from a provider's answer beyond the token, PINs,
 * cards, vouchers and certificate every adapter already reads: "this field of the answer is an item
 * labelled so". The adapter reads the declared fields of a delivered answer into result.items, which
 * the receipt, the result panel, the token column and the success message list (resultItemsOf).
 */

/** One item a service keeps from a provider's answer. */
export interface ResultItemField {
  /** the answer's field names that carry it, as the provider spells them (case aside); first wins */
  fields: readonly string[];
  /** how the receipt heads it, at most 40 characters */
  label: string;
  /** the customer types it somewhere: it joins the token column and the success message */
  code?: boolean;
  /** an https address to open; a value that is not one is left out */
  link?: boolean;
}

/** The items a service keeps, by the provider whose answer carries them. */
export interface ProviderResultItems {
  vtpass?: readonly ResultItemField[];
  clubkonnect?: readonly ResultItemField[];
}

/** Bounds of the API's result items (TransactionResultSchema): longer answers are cut, not refused. */
const MAX_ITEMS = 10;
const MAX_VALUES = 20;
const MAX_LENGTH = 500;

/** A field's value, whatever its case in the answer: a string, a number, or a list of them. */
function valuesAt(source: Loose, names: readonly string[]): string[] {
  const wanted = names.map((name) => name.toLowerCase());
  for (const [key, value] of Object.entries(source)) {
    if (!wanted.includes(key.toLowerCase())) continue;
    const values = (Array.isArray(value) ? value : [value])
      .filter((item) => !isObject(item))
      .map(stringAt)
      .filter((text) => text !== '');
    if (values.length) return values;
  }
  return [];
}

/**
 * The declared items found in an answer: each from the first of `sources` (the answer, then its
 * content) that carries one of its fields, in the order declared, within the API's bounds.
 */
export function declaredItemsOf(
  sources: readonly Loose[],
  declared: readonly ResultItemField[],
): DeclaredResultItem[] {
  const items: DeclaredResultItem[] = [];
  for (const field of declared) {
    const found = sources.map((source) => valuesAt(source, field.fields)).find((v) => v.length);
    const values = (found ?? [])
      .filter((value) => !field.link || /^https:\/\/\S+$/.test(value))
      .map((value) => value.slice(0, MAX_LENGTH))
      .slice(0, MAX_VALUES);
    if (values.length === 0) continue;
    items.push({
      label: field.label,
      values,
      ...(field.code ? { code: true } : {}),
      ...(field.link ? { link: true } : {}),
    });
  }
  return items.slice(0, MAX_ITEMS);
}

const MAX_LABEL = 40;

/**
 * Every service's declarations for one provider, in one list (the composition root's). A label the
 * API could not carry stops the server at start rather than cut a customer's receipt.
 */
export function resultItemFieldsFor(
  provider: keyof ProviderResultItems,
  services: readonly { key: string; resultItems?: ProviderResultItems }[],
): ResultItemField[] {
  return services.flatMap((service) =>
    (service.resultItems?.[provider] ?? []).map((field) => {
      const label = field.label.trim();
      if (!label || label.length > MAX_LABEL || field.fields.length === 0)
        throw new Error(
          `${service.key}: a result item needs a label of 1 to ${MAX_LABEL} characters and a field`,
        );
      return field;
    }),
  );
}
