import { Button } from 'antd';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import type { Transaction } from '@contract/api';
import { RECEIPT_TITLE, receiptText } from '../model/receipt';

/** WhatsApp's share address: the chat picker opens with `text` typed in. */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Shares the receipt's text (the token, PINs, cards or vouchers included) through the device's
 * share sheet where the browser has one; elsewhere, or when the sheet cannot open, through a
 * WhatsApp link. A customer closing the sheet is not an error.
 */
export function ShareReceiptButton({ transaction }: { transaction: Transaction }) {
  const text = receiptText(transaction);
  const link = whatsappShareUrl(text);
  if (!canShare()) {
    return (
      <Button
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        icon={<WhatsAppOutlined aria-hidden />}
      >
        Share on WhatsApp
      </Button>
    );
  }
  const share = async () => {
    try {
      await navigator.share({ title: RECEIPT_TITLE, text });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      window.open(link, '_blank', 'noopener,noreferrer');
    }
  };
  return (
    <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()}>
      Share
    </Button>
  );
}
