import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * Runs `schema` on every field and keeps, per field, the failure that comes first in `order` (the
 * SPEC's message order), with the fields inserted in that order too: the form's first message is
 * then the SPEC's "first failure wins".
 */
export function orderedErrors(
  schema: AnyObjectSchema,
  values: object,
  order: readonly string[],
  context?: object,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const rank = (message: string) => {
      const index = order.indexOf(message);
      return index === -1 ? order.length : index;
    };
    const failures = (error.inner.length ? error.inner : [error])
      .slice()
      .sort((a, b) => rank(a.message) - rank(b.message));
    const errors: Record<string, string> = {};
    for (const failure of failures) {
      const path = failure.path ?? '';
      if (path && !(path in errors)) errors[path] = failure.message;
    }
    return errors;
  }
}
