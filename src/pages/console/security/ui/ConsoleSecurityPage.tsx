import { Typography } from 'antd';
import { SessionList } from './SessionList';
import { TwoFactorSettings } from './TwoFactorSettings';

/** Every staff member's own security: two-factor sign-in and where they are signed in. */
export function ConsoleSecurityPage() {
  return (
    <>
      <Typography.Title level={1}>Security</Typography.Title>
      <TwoFactorSettings />
      <SessionList />
    </>
  );
}
