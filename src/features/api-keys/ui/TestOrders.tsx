import { Alert, Button, Empty, Modal, Skeleton } from 'antd';
import { formatDateTime, formatNaira } from '@contract/format';
import { TransactionStatusBadge } from '@/entities/transaction';
import { errorMessage } from '@/shared/api';
import { useGetTestOrdersQuery } from '../api/testOrdersApi';
import type { KeyDialogProps } from '../model/key-dialog';
import styles from './api-keys.module.css';

/**
 * A test key's latest orders as the sandbox answered them: what the integration sent, read back
 * while nothing was charged. Refreshed on demand, since the integration orders from elsewhere.
 */
export function TestOrders({ keyId, keyName, onClose }: KeyDialogProps) {
  const { data, error, isFetching, refetch } = useGetTestOrdersQuery(keyId);
  return (
    <Modal
      open
      title={`Test orders: ${keyName}`}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button onClick={() => void refetch()} loading={isFetching}>
          Refresh
        </Button>
      }
    >
      <p className={styles.testNote}>
        The latest 50 orders made with this key, newest first. No money moved and no provider was
        asked.
      </p>
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error)} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !data.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No test orders yet" />
      ) : (
        <ul aria-label={`Test orders of ${keyName}`} className={styles.testOrders}>
          {data.map((order) => (
            <li key={order.id} className={styles.testOrder}>
              <div className={styles.testOrderHead}>
                <strong>{order.plan ?? order.subcategory?.title ?? 'Order'}</strong>
                <TransactionStatusBadge status={order.status} />
              </div>
              <div>
                {order.card_no ?? order.phone_no} · {formatNaira(order.amount)} ·{' '}
                {formatDateTime(order.created_at)}
              </div>
              {order.token && <div className={styles.testToken}>{order.token}</div>}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
