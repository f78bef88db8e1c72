import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { hidePreloader } from '@/shared/lib/dom';

/** Shown when a route fails to load (for example a chunk lost on a flaky connection). */
export function RouteError() {
  useEffect(hidePreloader, []);
  return (
    <Result
      status="warning"
      title="Something went wrong loading this page"
      subTitle="Please check your connection and try again."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
