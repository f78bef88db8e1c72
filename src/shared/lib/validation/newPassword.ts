import { string } from 'yup';
import { newPasswordProblem } from '@contract/rules';

/**
 * A new password field (sign-up, reset, change): required with the form's own message, then the
 * contract's rule (at least 8 characters, not only spaces), the same rule the server applies.
 */
export const newPassword = (requiredMessage: string) =>
  string()
    .required(requiredMessage)
    .test({
      name: 'new-password',
      test: (value, context) => {
        const problem = value ? newPasswordProblem(value) : undefined;
        return problem === undefined || context.createError({ message: problem });
      },
    });
