import { Card, Typography } from 'antd';
import { useGetUserQuery } from '@/entities/user';
import { formatNaira, sentenceCase } from '@/shared/lib/format';

export function DashboardPage() {
  const { data: user } = useGetUserQuery();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Welcome{user ? `, ${user.first_name}` : ''}
      </Typography.Title>
      {user && (
        <Card>
          <Typography.Paragraph>
            Wallet balance: <strong>{formatNaira(user.wallet_balance)}</strong>
          </Typography.Paragraph>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Level: <strong>{sentenceCase(user.user_level)}</strong>
          </Typography.Paragraph>
        </Card>
      )}
    </>
  );
}
