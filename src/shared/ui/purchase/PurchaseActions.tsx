import { Flex } from 'antd';
import { BUSY_LABELS, ROUTES } from '../../config';
import { SubmitButton } from '../form';
import { LinkButton } from '../link-button';

interface PurchaseActionsProps {
  /** the purchase is on its way: the button says 'Processing... Please wait.' */
  busy: boolean;
  disabled?: boolean;
  /** the submit button's text; 'Confirm Purchase' unless given */
  label?: string;
}

/** The end of every purchase form: Confirm Purchase, and the way to the transactions. */
export function PurchaseActions({
  busy,
  disabled,
  label = 'Confirm Purchase',
}: PurchaseActionsProps) {
  return (
    <Flex vertical gap={12}>
      <SubmitButton busy={busy} busyLabel={BUSY_LABELS.purchase} disabled={disabled}>
        {label}
      </SubmitButton>
      <LinkButton to={ROUTES.transactions} variant="outline" block>
        View Transactions
      </LinkButton>
    </Flex>
  );
}
