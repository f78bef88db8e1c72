import { Alert } from 'antd';
import type { Outcome } from './useOutcome';

/** Green success, amber pending and the red error list of a form's last attempt. */
export function OutcomeMessages({ outcome }: { outcome: Outcome }) {
  return (
    <>
      {outcome.success && (
        <Alert type="success" showIcon title={outcome.success} style={{ marginBottom: 16 }} />
      )}
      {outcome.pending && (
        <Alert type="warning" showIcon title={outcome.pending} style={{ marginBottom: 16 }} />
      )}
      {outcome.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <ul role="list" aria-label="Errors" style={{ margin: 0, paddingLeft: 18 }}>
              {outcome.errors.map((message, index) => (
                <li key={`${index}-${message}`}>{message}</li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
