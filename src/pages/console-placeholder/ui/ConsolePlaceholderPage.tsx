import { Result } from 'antd';

/** A console screen that is not built yet. */
export function ConsolePlaceholderPage() {
  return <Result status="info" title="This screen is on its way." />;
}
