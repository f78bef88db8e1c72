import type { ReactNode } from 'react';
import { TextField } from './fields';

interface AmountFieldProps {
  name: string;
  /** the smallest amount the screen accepts, in naira */
  min: number;
  label?: ReactNode;
  extra?: ReactNode;
}

/** A naira amount: numeric keyboard on phones, kobo steps, the ₦ sign in front. */
export function AmountField({ name, min, label = 'Amount', extra }: AmountFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      type="number"
      inputMode="decimal"
      min={min}
      step="0.01"
      prefix="₦"
      extra={extra}
    />
  );
}
