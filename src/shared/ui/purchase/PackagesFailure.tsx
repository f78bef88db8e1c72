import { Button } from 'antd';
import { Notice } from '../notice';

/** The packages could not be loaded: the server's message, and a way to try again in place. */
export function PackagesFailure({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <Notice
      type="error"
      title={message}
      description={
        <Button size="small" onClick={() => void onRetry()}>
          Retry
        </Button>
      }
    />
  );
}
