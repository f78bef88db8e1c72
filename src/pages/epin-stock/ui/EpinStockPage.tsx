import { Card } from 'antd';
import { EpinStockList } from '@/features/epins';

/**
 * /dashboard/recharge-cards/stock, "My recharge cards": the batches of printable cards bought,
 * filtered, with what is still unsold; each batch opens its cards.
 */
export function EpinStockPage() {
  return (
    <Card style={{ minWidth: 0 }}>
      <EpinStockList />
    </Card>
  );
}
