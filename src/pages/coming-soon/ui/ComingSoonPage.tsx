import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config';

/** Stands in for a dashboard screen whose issue has not landed yet. */
export function ComingSoonPage() {
  return (
    <Result
      status="info"
      title="This screen is coming soon"
      subTitle="We are putting the finishing touches to it."
      extra={
        <Link to={ROUTES.dashboard}>
          <Button type="primary">Back to dashboard</Button>
        </Link>
      }
    />
  );
}
