import { useState } from 'react';
import { Button } from 'antd';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { errorMessage } from '@/shared/api';
import { useEmailReceiptMutation, useGetTransactionByIdQuery } from '../api/transactionsApi';
import styles from './email-receipt.module.css';

/**
 * "Email receipt": sends transaction `id`'s receipt to the account's e-mail and says where. Shown
 * once the receipt itself has loaded.
 */
export function EmailReceiptButton({ id }: { id: number }) {
  const { data: transaction } = useGetTransactionByIdQuery(id);
  const [emailReceipt, { isLoading }] = useEmailReceiptMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const send = async () => {
    setOutcome(undefined);
    const result = await emailReceipt(id);
    setOutcome(
      result.error
        ? { ok: false, text: errorMessage(result.error) }
        : { ok: true, text: result.data.message ?? result.data.data.detail },
    );
  };

  if (!transaction) return null;
  return (
    <div className={styles.emailReceipt}>
      <Button icon={<MailOutlined aria-hidden />} loading={isLoading} onClick={() => void send()}>
        Email receipt
      </Button>
      <p role="status" className={outcome?.ok === false ? styles.emailError : undefined}>
        {outcome?.text}
      </p>
    </div>
  );
}
