import { Link } from 'react-router-dom';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { isHoldReason } from '@contract/rules/kyc';
import { ROUTES } from '../../config';
import { Notice } from '../notice';
import type { Outcome } from './useOutcome';

/**
 * An error, with the way to the funding page when it says the wallet is short, and to identity
 * verification when the wallet is held.
 */
function ErrorItem({ message }: { message: string }) {
  if (isHoldReason(message))
    return (
      <li>
        {message} <Link to={ROUTES.verifyIdentity}>Verify your identity</Link>
      </li>
    );
  if (message !== PURCHASE_MESSAGES.insufficient) return <li>{message}</li>;
  return (
    <li>
      {message} <Link to={ROUTES.fundWallet}>Fund wallet</Link>
    </li>
  );
}

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
                <ErrorItem key={`${index}-${message}`} message={message} />
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
