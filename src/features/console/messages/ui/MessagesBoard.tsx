import { Alert, Typography } from 'antd';
import { errorMessage } from '@/shared/api';
import { useGetMarketingOptionsQuery } from '../api/messagesApi';
import { CampaignList } from './CampaignList';
import { ComposeMessage } from './ComposeMessage';

/** Compose a message to customers, then the campaigns sent so far. */
export function MessagesBoard() {
  const { data, error, isLoading } = useGetMarketingOptionsQuery();
  if (isLoading) return <Typography.Text>Loading...</Typography.Text>;
  if (!data) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;
  return (
    <>
      <ComposeMessage options={data} />
      <Typography.Title level={2} style={{ marginTop: 32 }}>
        Campaigns sent
      </Typography.Title>
      <CampaignList levels={data.levels} />
    </>
  );
}
