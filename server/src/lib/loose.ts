/*
 * Reading JSON from outside (providers, callbacks) loosely: field types have changed over the years
 * (strings vs numbers), so every read says what it wants and gets a safe empty value otherwise.
 */

export type Loose = Record<string, unknown>;

export const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as an object, or {} */
export const objectAt = (value: unknown): Loose => (isObject(value) ? value : {});

/** A string (trimmed) or a number as text, or '' */
export const stringAt = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A finite number, also from a numeric string, or undefined */
export function numberAt(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}
