import { ValidationError, type AnyObjectSchema } from 'yup';

export type FieldErrors = Record<string, string>;

/** The first failing check of each field of `schema`, in the order of `fields`. */
export function errorsInOrder(
  schema: AnyObjectSchema,
  values: unknown,
  fields: readonly string[],
): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const found: FieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path ?? '';
      if (!(field in found)) found[field] = issue.message;
    }
    const ordered: FieldErrors = {};
    for (const field of fields) if (found[field]) ordered[field] = found[field];
    return ordered;
  }
}
