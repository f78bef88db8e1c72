import { Input, type InputProps } from 'antd';

/**
 * The one input for an amount in naira, on every screen (customer and console). A text input with
 * the decimal keypad: what is typed stays exactly as typed. A number input would not do: Formik
 * turns its value into a number on each key, so "1000.0" became 1000 and the next "5" made 10005;
 * antd's InputNumber clamps and rounds on blur. Checking the text (two decimals, minimum,
 * maximum) is the form's job, with its own messages.
 */
export function NairaInput(props: Omit<InputProps, 'type' | 'inputMode' | 'prefix'>) {
  return <Input {...props} type="text" inputMode="decimal" autoComplete="off" prefix="₦" />;
}
