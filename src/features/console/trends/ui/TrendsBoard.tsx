import { useMemo, useState } from 'react';
import { Alert, Col, Row, Skeleton, Typography } from 'antd';
import { useGetConsoleMeQuery } from '@/entities/staff-member';
import { errorMessage } from '@/shared/api';
import { type TrendsRequest, useGetConsoleTrendsQuery } from '../api/trendsApi';
import { chartsOf, type TrendChartId } from '../model/charts';
import { TrendChart } from './TrendChart';
import { TrendRangePicker } from './TrendRange';

/**
 * The owner's charts over a range they choose: the overview shows them all, each area's page the
 * ones about it. Two charts a row on a wide screen, one on a phone. The figures are the owner's:
 * nothing is drawn (or asked) for support.
 */
export function TrendsBoard({
  charts,
  title = 'Trends',
}: {
  charts: readonly TrendChartId[];
  title?: string;
}) {
  const { data: me } = useGetConsoleMeQuery();
  const owner = me?.role === 'owner';
  const [request, setRequest] = useState<TrendsRequest>({ range: '30d' });
  const ready = request.range !== 'custom' || Boolean(request.from && request.to);
  const { data, error, isFetching } = useGetConsoleTrendsQuery(request, {
    skip: !ready || !owner,
  });
  const specs = useMemo(() => (data ? chartsOf(data, charts) : []), [data, charts]);
  const dates = useMemo(() => data?.days.map((day) => day.date) ?? [], [data]);
  if (!owner) return null;
  return (
    <section aria-label={title}>
      <Typography.Title level={2}>{title}</Typography.Title>
      <div style={{ marginBottom: 12 }}>
        <TrendRangePicker value={request} onChange={setRequest} />
      </div>
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error)} role="alert" />
      ) : !data ? (
        ready ? (
          <Skeleton active />
        ) : (
          <Typography.Text>Choose the first and last day.</Typography.Text>
        )
      ) : (
        <Row gutter={[12, 12]} aria-busy={isFetching}>
          {specs.map((chart) => (
            <Col key={chart.id} xs={24} xl={specs.length > 1 ? 12 : 24}>
              <TrendChart dates={dates} chart={chart} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
