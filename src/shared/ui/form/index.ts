export { useFormItem } from './useFormItem';
export { TextField, PasswordField, SelectField } from './fields';
export { FormikForm } from './FormikForm';
