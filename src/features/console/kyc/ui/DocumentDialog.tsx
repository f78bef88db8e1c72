import { useEffect, useState } from 'react';
import { Alert, Modal, Spin, Typography } from 'antd';
import type { KycReview } from '@contract/api/console';
import { DOCUMENT_FAILED, fetchKycDocument } from '../model/document';

type Shown =
  { status: 'loading' } | { status: 'shown'; url: string } | { status: 'failed'; message: string };

/**
 * A review's ID document, read when the dialog opens (the server records the view) and kept in
 * memory only while it is open.
 */
export function DocumentDialog({ review, onClose }: { review: KycReview; onClose: () => void }) {
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    fetchKycDocument(review.id).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setShown({ status: 'shown', url });
        else URL.revokeObjectURL(url);
      },
      (error: unknown) => {
        if (live)
          setShown({
            status: 'failed',
            message: error instanceof Error ? error.message : DOCUMENT_FAILED,
          });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [review.id]);

  const title = `${review.id_type_label}: ${review.document_name}`;
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={800} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        Your view of this document is recorded in the audit log.
      </Typography.Paragraph>
      {shown.status === 'loading' ? <Spin /> : null}
      {shown.status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={shown.message} />
      ) : null}
      {shown.status === 'shown' && review.document_type === 'application/pdf' ? (
        // the page's policy embeds no objects: the browser's own viewer opens it
        <a href={shown.url} target="_blank" rel="noopener noreferrer">
          Open the PDF in a new tab
        </a>
      ) : null}
      {shown.status === 'shown' && review.document_type !== 'application/pdf' ? (
        <img
          src={shown.url}
          alt={`ID document: ${review.document_name}`}
          style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }}
        />
      ) : null}
    </Modal>
  );
}
