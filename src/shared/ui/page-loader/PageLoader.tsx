import { Spin } from 'antd';

export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}
    >
      <Spin size="large" description={label} />
    </div>
  );
}
