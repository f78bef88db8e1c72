import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Descriptions, Flex } from 'antd';
import { formatNaira } from '@contract/format';
import { useGetPurchaseByKeyQuery } from '../../api';
import { ROUTES } from '../../config';
import { LinkButton } from '../link-button';
import { Notice } from '../notice';
import { CopyButton } from './CopyButton';
import { CopyableCode } from './GroupedCode';
import { resultCodes, resultTone, statusLabel } from './result-codes';
import type { PurchaseResult } from './usePurchaseFlow';
import styles from './result-panel.module.css';

/** What the panel says when the purchase has settled since the server's first answer. */
function settledTitle(status: string, amount: number, response: string | null): string {
  if (status === 'confirmed') return 'Your purchase has been confirmed.';
  const reason = response ? ` (${response})` : '';
  if (status === 'reversed' || status === 'failed')
    return `This purchase failed${reason}. ${formatNaira(amount)} was refunded to your wallet.`;
  return `This purchase is ${statusLabel(status).toLowerCase()}${reason}.`;
}

interface ResultPanelProps {
  result: PurchaseResult;
  /** the customer is done with it: the form is cleared for the next purchase */
  onDismiss: () => void;
  /** what the screen offers beside the outcome (saving the number) */
  children?: ReactNode;
}

/**
 * The outcome of a purchase where the customer's eyes are: it takes focus and scrolls into view.
 * Status, amount, and any token, PIN, serial or voucher with a Copy button, and the receipt. The
 * transaction is read from the cache by its key, so a live update turns a pending purchase
 * confirmed or refunded here without a reload.
 */
export function ResultPanel({ result, onDismiss, children }: ResultPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const { data: live } = useGetPurchaseByKeyQuery(result.key);
  const transaction = live ?? result.transaction;
  // The first answer's HTTP status says delivered or pending; a later reading of the key, settled.
  const settled = transaction.status !== result.transaction.status;
  const tone = settled
    ? resultTone(transaction.status)
    : result.status === 200
      ? 'success'
      : 'warning';
  const codes = resultCodes(transaction);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }, [result]);

  return (
    <section ref={panel} tabIndex={-1} aria-label="Purchase result" className={styles.panel}>
      <Notice
        type={tone}
        title={
          settled
            ? settledTitle(transaction.status, transaction.amount, transaction.response)
            : result.message
        }
      />
      <Descriptions
        column={1}
        size="small"
        // antd's light grey labels read at 3.4:1 on white; this grey reads at 5.7:1.
        styles={{ label: { color: 'rgba(0, 0, 0, 0.6)' } }}
        items={[
          { key: 'status', label: 'Status', children: statusLabel(transaction.status) },
          { key: 'amount', label: 'Amount', children: formatNaira(transaction.amount) },
          ...codes.map((code, index) => ({
            key: `code-${index}`,
            label: code.label,
            children: code.note ? (
              code.value
            ) : code.link ? (
              <Flex gap={8} align="center" wrap>
                <a
                  href={code.value}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  {code.value}
                </a>
                <CopyButton value={code.value} label={code.label} />
              </Flex>
            ) : (
              <CopyableCode value={code.value} label={code.label} />
            ),
          })),
        ]}
      />
      {children}
      <Flex gap={8} wrap className={styles.actions}>
        <LinkButton to={ROUTES.transactionDetails(transaction.id)} variant="outline">
          View receipt
        </LinkButton>
        <Button type="primary" size="large" onClick={onDismiss}>
          New purchase
        </Button>
      </Flex>
    </section>
  );
}
