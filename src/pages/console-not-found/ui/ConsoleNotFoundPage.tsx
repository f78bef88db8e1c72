import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

/** An unknown address under /console: says so and leads back to the overview. */
export function ConsoleNotFoundPage() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no console screen at this address."
      extra={
        <Link to="/console">
          <Button type="primary">Go to the overview</Button>
        </Link>
      }
    />
  );
}
