import type { RefObject } from 'react';
import { useReactToPrint } from 'react-to-print';
import { RECEIPT_TITLE } from '../model/receipt';
import { PrintButton } from './PrintButton';

/* The print iframe gets the page's styles; this only sets the paper margins. */
const PAGE_STYLE = '@page { margin: 16mm; } body { -webkit-print-color-adjust: exact; }';

/** Print: the receipt area alone, as 'Transaction Receipt', through the browser's print dialog. */
export function PrintReceiptButton({
  contentRef,
}: {
  contentRef: RefObject<HTMLDivElement | null>;
}) {
  const print = useReactToPrint({
    contentRef,
    documentTitle: RECEIPT_TITLE,
    pageStyle: PAGE_STYLE,
  });
  return <PrintButton onClick={() => print()} />;
}
