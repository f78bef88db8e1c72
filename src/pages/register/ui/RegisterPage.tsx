import { Link } from 'react-router-dom';
import { AuthCard, RegisterForm } from '@/features/auth';
import { ROUTES } from '@/shared/config';

/** /register; a referral link adds ?ref=, which the form reads. */
export function RegisterPage() {
  return (
    <AuthCard
      wide
      title="Create an account"
      intro="Register to buy airtime, data, cable TV and electricity at discounted prices, 24/7."
      footer={
        <p>
          Already have an account? <Link to={ROUTES.login}>Login</Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
