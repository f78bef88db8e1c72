import { useEffect, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { TextField } from './fields';

interface PhoneFieldProps {
  name?: string;
  label?: ReactNode;
  extra?: ReactNode;
}

/**
 * The purchase phone number. It is checked on each key-up: the field counts as touched as
 * soon as something is typed, so 'Phone number is invalid' shows while typing.
 */
export function PhoneField({ name = 'phone', label = 'Phone Number', extra }: PhoneFieldProps) {
  const { getFieldProps, setFieldTouched } = useFormikContext();
  const value = String(getFieldProps(name).value ?? '');
  useEffect(() => {
    if (value) void setFieldTouched(name, true);
  }, [name, value, setFieldTouched]);
  return (
    <TextField
      name={name}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="08031234567"
      extra={extra}
    />
  );
}
