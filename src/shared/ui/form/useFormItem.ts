import { createElement } from 'react';
import { useField, useFormikContext } from 'formik';

/**
 * The one adapter between Formik and a form field: the field's value and handlers, the message to
 * show (once the field was left or a submit was tried), and the status and help text in antd
 * Form.Item's terms. Swapping the form library means changing this file.
 */
export function useFormItem<V = string>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  const helpId = `${name}-help`;
  return {
    field,
    helpers,
    error: showError ? meta.error : undefined,
    helpId,
    item: {
      validateStatus: showError ? ('error' as const) : undefined,
      help: showError ? createElement('span', { id: helpId }, meta.error) : undefined,
    },
    /** ties the control to its message for screen readers */
    control: {
      'aria-invalid': showError || undefined,
      'aria-describedby': showError ? helpId : undefined,
    },
  };
}
