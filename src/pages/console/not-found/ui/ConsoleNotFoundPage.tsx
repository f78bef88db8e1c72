import { Result } from 'antd';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { LinkButton } from '@/shared/ui/link-button';
import { ResultTitle } from '@/shared/ui/result-title';

/** An unknown address under /console: says so and leads back to the overview. */
export function ConsoleNotFoundPage() {
  return (
    <Result
      status="404"
      title={<ResultTitle>Page not found</ResultTitle>}
      subTitle="There is no console screen at this address."
      extra={<LinkButton to={CONSOLE_ROUTES.overview}>Go to the overview</LinkButton>}
    />
  );
}
