import { Card } from 'antd';
import { BulkTopUp } from '@/features/bulk-purchase';

/** /dashboard/bulk: airtime and data to many numbers from a spreadsheet; the layout shows the title. */
export function BulkTopUpPage() {
  return (
    <Card>
      <BulkTopUp />
    </Card>
  );
}
