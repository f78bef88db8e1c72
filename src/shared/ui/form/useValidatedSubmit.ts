import { useFormikContext } from 'formik';

/** The first message of a Formik errors value, depth first in key order. */
function firstMessage(errors: unknown): string | undefined {
  if (typeof errors === 'string') return errors || undefined;
  if (errors && typeof errors === 'object') {
    for (const value of Object.values(errors)) {
      const message = firstMessage(value);
      if (message) return message;
    }
  }
  return undefined;
}

/**
 * Submitting (button or Enter) validates, reports the first failure through `onInvalid`, and submits
 * through Formik, which marks every field touched and calls `onSubmit` only when valid.
 */
export function useValidatedSubmit(onInvalid?: (message: string) => void) {
  const { validateForm, submitForm } = useFormikContext();
  return async () => {
    const message = firstMessage(await validateForm());
    if (message) onInvalid?.(message);
    await submitForm();
  };
}
