export { useFormItem } from './useFormItem';
export { TextField, PasswordField, SelectField } from './fields';
export { TextAreaField } from './TextAreaField';
export { NativeSelectField } from './NativeSelectField';
export { FormikForm } from './FormikForm';
export { SubmitButton } from './SubmitButton';
export { AmountField } from './AmountField';
export { PhoneField } from './PhoneField';
