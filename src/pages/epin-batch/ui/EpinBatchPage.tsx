import { EPIN_ROUTES } from '@/features/epins';
import { Card } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { EPIN_MESSAGES } from '@contract/services/epins';
import { EpinBatchDetail } from '@/features/epins';
import { Notice } from '@/shared/ui/notice';

/**
 * /dashboard/recharge-cards/batches/:id, "Recharge card batch": one batch's cards to mark sold,
 * print, download or save as PDF; back to the stock from here.
 */
export function EpinBatchPage() {
  const { id = '' } = useParams();
  const batchId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  return (
    <Card style={{ minWidth: 0 }}>
      <p>
        <Link to={EPIN_ROUTES.stock}>Back to my stock</Link>
      </p>
      {batchId > 0 ? (
        <EpinBatchDetail key={batchId} id={batchId} />
      ) : (
        <Notice type="error" title={EPIN_MESSAGES.batchNotFound} />
      )}
    </Card>
  );
}
