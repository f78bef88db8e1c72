import { useState } from 'react';
import { Alert, Empty, Pagination, Segmented, Skeleton, Space } from 'antd';
import type { KycReviewStatus } from '@contract/api/kyc';
import { errorMessage } from '@/shared/api';
import { useListKycReviewsQuery } from '../api/kycApi';
import { ReviewCard } from './ReviewCard';

const PAGE_SIZE = 20;
const FILTERS: { value: KycReviewStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const EMPTY: Record<KycReviewStatus, string> = {
  pending: 'No document is waiting for review.',
  approved: 'No review approved yet.',
  rejected: 'No review rejected yet.',
};

/** The tier-3 reviews: those waiting, oldest first, or the approved or rejected ones. */
export function ReviewQueue({ canDecide }: { canDecide: boolean }) {
  const [status, setStatus] = useState<KycReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useListKycReviewsQuery({
    status,
    page,
    page_size: PAGE_SIZE,
  });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Segmented<KycReviewStatus>
        aria-label="Reviews to show"
        value={status}
        options={FILTERS}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {error ? <Alert type="error" showIcon title={errorMessage(error)} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {data && !data.data.length ? <Empty description={EMPTY[status]} /> : null}
      {data?.data.map((review) => (
        <ReviewCard key={review.id} review={review} canDecide={canDecide} />
      ))}
      {data && data.meta.count > PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={data.meta.count}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
    </Space>
  );
}
