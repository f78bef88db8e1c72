import { ValidationError, type AnyObjectSchema } from 'yup';

/** Field name to message, in the order the user should read them. */
export type FieldErrors = Record<string, string>;

/**
 * Every failing check of `schema` for `values`, one message per field, ordered by where its message
 * stands in `order` (the order SPEC 5 lists the checks in). The first entry is the first failure.
 */
export function orderedErrors(
  schema: AnyObjectSchema,
  values: unknown,
  order: readonly string[],
): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const rank = (message: string) => {
      const index = order.indexOf(message);
      return index === -1 ? order.length : index;
    };
    const issues = [...(error.inner.length ? error.inner : [error])].sort(
      (a, b) => rank(a.message) - rank(b.message),
    );
    const errors: FieldErrors = {};
    for (const issue of issues) {
      const field = issue.path ?? '';
      if (!(field in errors)) errors[field] = issue.message;
    }
    return errors;
  }
}
