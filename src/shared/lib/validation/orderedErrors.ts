import { ValidationError, type AnyObjectSchema } from 'yup';

/** Field name to message, in the order the user should read them. */
export type FieldErrors = Record<string, string>;

/**
 * Runs `schema` on every field and keeps, per field, the failure whose message stands first in
 * `order` (the order the checks run in), with the fields inserted in that order too: the first entry
 * is the "first failure wins" message. `context` reaches the schema's tests (yup's `context`).
 *
 * Yup reports failures in schema key order, not by message: a rule such as "phone required first,
 * phone invalid last" needs this ranking.
 */
export function orderedErrors(
  schema: AnyObjectSchema,
  values: unknown,
  order: readonly string[],
  context?: object,
): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const rank = (message: string) => {
      const index = order.indexOf(message);
      return index === -1 ? order.length : index;
    };
    const failures = [...(error.inner.length ? error.inner : [error])].sort(
      (a, b) => rank(a.message) - rank(b.message),
    );
    const errors: FieldErrors = {};
    for (const failure of failures) {
      const path = failure.path ?? '';
      if (path && !(path in errors)) errors[path] = failure.message;
    }
    return errors;
  }
}
