import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useFormikContext } from 'formik';

interface FormikFormProps {
  children: ReactNode;
  /**
   * Called with the first validation message when a submit attempt fails validation, so the screen
   * can also show it as a popup. The first message is the first entry of the form's errors, which
   * a `validate` function can order (SPEC 5: "first failure wins").
   */
  onInvalid?: (message: string) => void;
  className?: string;
  'aria-label'?: string;
}

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
 * An antd vertical form driven by the enclosing `<Formik>`: submitting (button or Enter) validates,
 * reports the first failure through `onInvalid`, and submits through Formik, which marks every field
 * touched and calls `onSubmit` only when valid.
 */
export function FormikForm({ children, onInvalid, ...rest }: FormikFormProps) {
  const { validateForm, submitForm } = useFormikContext();

  const submit = async () => {
    const message = firstMessage(await validateForm());
    if (message) onInvalid?.(message);
    await submitForm();
  };

  return (
    <Form layout="vertical" noValidate onFinish={() => void submit()} {...rest}>
      {children}
    </Form>
  );
}
