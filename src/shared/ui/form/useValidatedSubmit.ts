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

/** The control of the first field with an error (fields are rendered with their name as id). */
function firstInvalidControl(errors: object): HTMLElement | null {
  const name = Object.entries(errors).find(([, value]) => firstMessage(value))?.[0];
  return name ? document.getElementById(name) : null;
}

/**
 * Submitting (button or Enter) validates, reports the first failure through `onInvalid` and moves
 * focus to that field, and submits through Formik, which marks every field touched and calls
 * `onSubmit` only when valid.
 */
export function useValidatedSubmit(onInvalid?: (message: string) => void) {
  const { validateForm, submitForm } = useFormikContext();
  return async () => {
    const errors = await validateForm();
    const message = firstMessage(errors);
    if (message) {
      onInvalid?.(message);
      firstInvalidControl(errors)?.focus();
    }
    await submitForm();
  };
}
