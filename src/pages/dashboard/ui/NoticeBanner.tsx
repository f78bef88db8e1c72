import { Alert } from 'antd';
import { useGetNotificationQuery } from '@/entities/user';
import { useNoticeDismissal } from '../model/noticeDismissal';

/** The server's notice (get-notification), until dismissed for the session. */
export function NoticeBanner() {
  const { data } = useGetNotificationQuery();
  const text = (data ?? '').trim();
  const { dismissed, dismiss } = useNoticeDismissal(text);
  if (!text || dismissed) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={text}
      closable={{ 'aria-label': 'Dismiss notice', onClose: dismiss }}
      style={{ marginBottom: 20 }}
    />
  );
}
