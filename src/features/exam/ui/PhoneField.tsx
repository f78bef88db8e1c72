import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { TextField } from '@/shared/ui/form';

/**
 * The purchase phone number. It is checked on each key-up (SPEC 5): the field counts as touched as
 * soon as something is typed, so 'Phone number is invalid' shows while typing.
 */
export function PhoneField({ name = 'phone' }: { name?: string }) {
  const { getFieldProps, setFieldTouched } = useFormikContext();
  const value = String(getFieldProps(name).value ?? '');
  useEffect(() => {
    if (value) void setFieldTouched(name, true);
  }, [name, value, setFieldTouched]);
  return (
    <TextField
      name={name}
      label="Phone Number"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="08031234567"
    />
  );
}
