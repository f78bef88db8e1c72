import { VerifyIdentityPanel } from '@/features/identity/kyc';

/** /dashboard/verify: the identity tier, its limits and the checks that raise it. */
export function VerifyIdentityPage() {
  return (
    <div style={{ maxWidth: 960 }}>
      <VerifyIdentityPanel />
    </div>
  );
}
