import { Card, Flex, Skeleton } from 'antd';
import { HoldNotice } from '@/entities/user';
import { errorMessage } from '@/shared/api';
import { Notice } from '@/shared/ui/notice';
import { useGetKycStatusQuery } from '../api/kycApi';
import { KycStatusCard } from './KycStatusCard';
import { ReviewForm } from './ReviewForm';
import { VerifyNumberForm } from './VerifyNumberForm';

/**
 * "Verify your identity": the tier and its limits, a form for each number not yet verified, and,
 * at tier 2, the document for tier 3 (unless one waits for review).
 */
export function VerifyIdentityPanel() {
  const { data: status, error, isLoading } = useGetKycStatusQuery();
  if (isLoading) return <Skeleton active />;
  if (!status) return <Notice type="error" title={errorMessage(error)} />;
  const canSendDocument = status.tier === 2 && status.review?.status !== 'pending';
  return (
    <Flex vertical gap={16}>
      <HoldNotice linkToVerify={false} />
      <KycStatusCard status={status} />
      {!status.nin && (
        <Card title="Verify your NIN">
          <VerifyNumberForm kind="nin" />
        </Card>
      )}
      {!status.bvn && (
        <Card title="Verify your BVN">
          <VerifyNumberForm kind="bvn" />
        </Card>
      )}
      {canSendDocument && (
        <Card title="Send an ID document for Tier 3">
          <ReviewForm />
        </Card>
      )}
    </Flex>
  );
}
