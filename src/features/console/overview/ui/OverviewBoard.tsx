import { Alert, Spin, Typography } from 'antd';
import { errorMessage } from '@/shared/api';
import { useGetConsoleOverviewQuery } from '../api/overviewApi';
import { BusinessFigures } from './BusinessFigures';
import { QueueCards } from './QueueCards';

/**
 * The queues for every staff member, and for owners the money: the server leaves the money out of
 * support's answer, so what is drawn follows what came back.
 */
export function OverviewBoard() {
  const { data, error, isLoading } = useGetConsoleOverviewQuery();
  if (isLoading) return <Spin />;
  if (!data) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;
  return (
    <>
      <Typography.Title level={2}>Waiting for you</Typography.Title>
      <QueueCards queues={data.queues} />
      {data.business ? (
        <>
          <Typography.Title level={2}>The business</Typography.Title>
          <BusinessFigures business={data.business} />
        </>
      ) : null}
    </>
  );
}
