import { Notice } from '../notice';
import type { Outcome } from './useOutcome';

/** Green success, amber pending and the red error list of a form's last attempt. */
export function OutcomeMessages({ outcome }: { outcome: Outcome }) {
  return (
    <>
      {outcome.success && <Notice type="success" title={outcome.success} />}
      {outcome.pending && <Notice type="warning" title={outcome.pending} />}
      {outcome.errors.length > 0 && (
        <Notice
          type="error"
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
