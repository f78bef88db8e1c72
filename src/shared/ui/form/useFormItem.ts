import { useField, useFormikContext } from 'formik';

/**
 * The one adapter between Formik and antd's Form.Item: the field's value and handlers, and the
 * status and help text for the item. Swapping the form library means changing this file.
 */
export function useFormItem<V = string>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  return {
    field,
    helpers,
    item: {
      validateStatus: showError ? ('error' as const) : undefined,
      help: showError ? meta.error : undefined,
    },
  };
}
