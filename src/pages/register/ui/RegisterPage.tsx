import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard, RegisterForm } from '@/features/auth';
import { ROUTES } from '@/shared/config';

/** /register (SPEC 2.2): a referral link's `ref` query parameter fills the referral code. */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref')?.trim() ?? '';
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
      <RegisterForm referralCode={referralCode} />
    </AuthCard>
  );
}
