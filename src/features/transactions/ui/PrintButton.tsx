import { Button } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';

/**
 * The receipt's Print button as it looks; without `onClick` it waits, disabled, for the print
 * code (PrintReceiptButton), which arrives after the receipt has drawn.
 */
export function PrintButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button
      type="primary"
      icon={<PrinterOutlined aria-hidden />}
      disabled={!onClick}
      onClick={onClick}
    >
      Print
    </Button>
  );
}
