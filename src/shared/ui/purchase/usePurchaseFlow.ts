import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  errorMessage,
  newIdempotencyKey,
  outcomeUnknown,
  type PurchaseArgs,
  type PurchaseOutcome,
  type RequestError,
  type VerificationContent,
  type VerificationResponse,
} from '../../api';
import { useConfirm } from '../confirm';
import { useOutcome } from '../outcome';

type Settled<T> = PromiseLike<{ data?: T; error?: RequestError }>;

export interface PurchaseOptions {
  /** a sentence appended to the success message (SPEC 4: token and voucher reminders) */
  successSuffix?: string;
  /** what the confirmation dialog says below 'Are you sure you want to proceed?' */
  confirmContent?: ReactNode;
}

/**
 * The one purchase flow of every service: clear the last messages, ask 'Are you sure you want to
 * proceed?', send with an Idempotency-Key, then 200 green, 201 amber, or the server's message in an
 * error dialog and the on-page list. The service supplies the request and the send (its RTK Query
 * mutation, which refetches the wallet and the transactions).
 *
 * Each purchase gets a fresh key, except a retry of an attempt whose outcome is unknown (no answer
 * reached us): sending the same request again reuses that attempt's key, so the server answers with
 * the first outcome (the airtime already delivered) instead of charging a second time.
 */
export function usePurchaseFlow<TRequest>(
  send: (args: PurchaseArgs<TRequest>) => Settled<PurchaseOutcome>,
) {
  const confirm = useConfirm();
  const { outcome, start, succeed, fail } = useOutcome();
  const [busy, setBusy] = useState(false);
  // A second click while the dialog is open or the request is out must not start a second purchase.
  const inFlight = useRef(false);
  const unanswered = useRef<{ request: string; key: string } | undefined>(undefined);

  const purchase = useCallback(
    async (
      request: TRequest,
      { successSuffix, confirmContent }: PurchaseOptions = {},
    ): Promise<PurchaseOutcome | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        start();
        if (!(await confirm({ content: confirmContent }))) return undefined;
        setBusy(true);
        const sent = JSON.stringify(request);
        const retried = unanswered.current?.request === sent ? unanswered.current : undefined;
        const idempotencyKey = retried?.key ?? newIdempotencyKey();
        unanswered.current = undefined;
        const result = await send({ request, idempotencyKey });
        if (!result.data) {
          if (outcomeUnknown(result.error))
            unanswered.current = { request: sent, key: idempotencyKey };
          fail([errorMessage(result.error)], { dialog: true });
          return undefined;
        }
        const { status, message } = result.data;
        const delivered = status === 200;
        succeed(delivered && successSuffix ? `${message} ${successSuffix}` : message, { status });
        return result.data;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [confirm, fail, send, start, succeed],
  );

  /**
   * Verifies a smart card, meter or profile ID (SPEC 4): the content's error, or a failed call, goes
   * to a dialog and the error list; customer details are returned.
   */
  const verify = useCallback(
    async (run: () => Settled<VerificationResponse>): Promise<VerificationContent | undefined> => {
      start();
      const result = await run();
      if (!result.data) {
        fail([errorMessage(result.error)], { dialog: true });
        return undefined;
      }
      const { content } = result.data;
      if (content.error) {
        fail([content.error], { dialog: true });
        return undefined;
      }
      return content;
    },
    [fail, start],
  );

  return useMemo(
    () => ({ outcome, busy, purchase, verify, start, fail }),
    [outcome, busy, purchase, verify, start, fail],
  );
}
