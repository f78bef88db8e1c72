import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useValidatedSubmit } from './useValidatedSubmit';

export interface FormikFormProps {
  children: ReactNode;
  /**
   * Called with the first validation message when a submit attempt fails validation, so the screen
   * can also show it as a popup. The first message is the first entry of the form's errors, which
   * a `validate` function can order ("first failure wins").
   */
  onInvalid?: (message: string) => void;
  className?: string;
  'aria-label'?: string;
}

/**
 * An antd vertical form driven by the enclosing `<Formik>`: submitting (button or Enter) validates,
 * reports the first failure through `onInvalid`, and submits through Formik, which marks every field
 * touched and calls `onSubmit` only when valid.
 */
export function FormikForm({ children, onInvalid, ...rest }: FormikFormProps) {
  const submit = useValidatedSubmit(onInvalid);
  return (
    <Form layout="vertical" noValidate onFinish={() => void submit()} {...rest}>
      {children}
    </Form>
  );
}
