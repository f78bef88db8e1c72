import { Link } from 'react-router-dom';
import { useGetUserQuery } from '../api/userApi';
import { ROUTES } from '@/shared/config';
import { Notice } from '@/shared/ui/notice';

/**
 * Why purchases are paused, word for word as the server holds it, with the way out. Shown on the
 * dashboard, the funding page and identity verification while the wallet is held.
 */
export function HoldNotice({ linkToVerify = true }: { linkToVerify?: boolean }) {
  const { data: user } = useGetUserQuery();
  if (!user?.kyc_hold) return null;
  return (
    <Notice
      type="warning"
      title="Purchases are paused on your wallet"
      description={
        <>
          {user.kyc_hold}{' '}
          {linkToVerify && <Link to={ROUTES.verifyIdentity}>Verify your identity</Link>}
        </>
      }
    />
  );
}
