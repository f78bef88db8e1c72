import { PlainTextField } from '@/shared/ui/form';

/** The e-mail field of the sign-in forms (login, register, forgot password). */
export function EmailField() {
  return (
    <PlainTextField
      name="email"
      label="Email address"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="you@example.com"
    />
  );
}
