import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Transaction, VerificationContent, VerificationResponse } from '@contract/api';
import {
  baseApi,
  errorMessage,
  newIdempotencyKey,
  outcomeUnknown,
  purchaseApi,
  useLazyGetPurchaseByKeyQuery,
  type PurchaseArgs,
  type PurchaseOutcome,
  type RequestError,
  TAGS,
} from '../../api';
import { useAppDispatch } from '../../lib/store';
import { useChargeConfirm } from '../confirm';
import { useOutcome } from '../outcome';
import { checkPurchaseByKey, NOT_CHARGED_MESSAGE, STILL_UNREACHABLE_MESSAGE } from './check-by-key';

type Settled<T> = PromiseLike<{ data?: T; error?: RequestError }>;

export interface PurchaseOptions {
  /** a sentence appended to the success message (the token and voucher reminders) */
  successSuffix?: string;
  /** what the confirmation dialog says below 'Are you sure you want to proceed?' */
  confirmContent?: ReactNode;
}

/** What the server said about a purchase it took: the result panel shows it. */
export interface PurchaseResult {
  /** the Idempotency-Key it was sent with: the panel follows the transaction by it */
  key: string;
  /** 200 delivered, 201 accepted and still pending */
  status: number;
  message: string;
  transaction: Transaction;
}

/**
 * The one purchase flow of every service: clear the last messages, ask 'Are you sure you want to
 * proceed?', send with an Idempotency-Key, then the result (200 delivered, 201 pending) for the
 * result panel, or the server's message in an error dialog and the on-page list.
 *
 * One key per intended purchase: a retry of an attempt whose outcome is unknown (no answer reached
 * us) reuses that attempt's key, so the server answers with the first outcome instead of charging
 * again; the key is replaced only after the server has answered. When the answer is lost, the
 * screen asks the server for the purchase by its key and shows the real outcome; if the server has
 * none, the same key is kept for the retry. A purchase with no answer never ends in a bare
 * "Network Error": the screen says it is checking, waits for the connection to come back, and
 * shows the real outcome with the refreshed balance, or says plainly that nothing was charged.
 */
export function usePurchaseFlow<TRequest>(
  send: (args: PurchaseArgs<TRequest>) => Settled<PurchaseOutcome>,
) {
  const confirm = useChargeConfirm();
  const dispatch = useAppDispatch();
  const [readByKey] = useLazyGetPurchaseByKeyQuery();
  const { outcome, start, fail } = useOutcome();
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<PurchaseResult | undefined>(undefined);
  // A second click while the dialog is open or the request is out must not start a second purchase.
  const inFlight = useRef(false);
  const unanswered = useRef<{ request: string; key: string } | undefined>(undefined);

  const show = useCallback(
    (next: PurchaseResult) => {
      // The panel reads the transaction by its key from the cache, where live updates refresh it.
      void dispatch(
        purchaseApi.util.upsertQueryData('getPurchaseByKey', next.key, next.transaction),
      );
      setResult(next);
    },
    [dispatch],
  );

  // Leaving the screen stops a check that is waiting for the connection.
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  /**
   * The outcome of a purchase whose answer never arrived, from the server's record of its key once
   * the connection is back; when the server has none (or cannot be reached), the key is kept so a
   * retry of the same request is charged at most once.
   */
  const recover = useCallback(
    async (attempt: { request: string; key: string }, successSuffix?: string) => {
      setChecking(true);
      try {
        const check = await checkPurchaseByKey(readByKey, attempt.key, leaving.current.signal);
        if (check.kind !== 'found') {
          if (leaving.current.signal.aborted) return;
          unanswered.current = attempt;
          fail([check.kind === 'absent' ? NOT_CHARGED_MESSAGE : STILL_UNREACHABLE_MESSAGE]);
          return;
        }
        // The balance and the history were refetched while offline; read them again now.
        dispatch(baseApi.util.invalidateTags([TAGS.user, TAGS.transactions]));
        const { transaction } = check;
        const message = transaction.response ?? '';
        if (transaction.status === 'confirmed' || transaction.status === 'pending') {
          const status = transaction.status === 'confirmed' ? 200 : 201;
          show({
            key: attempt.key,
            status,
            message: status === 200 && successSuffix ? `${message} ${successSuffix}` : message,
            transaction,
          });
        } else {
          fail([message], { dialog: true });
        }
      } finally {
        setChecking(false);
      }
    },
    [dispatch, fail, readByKey, show],
  );

  const purchase = useCallback(
    async (
      request: TRequest,
      { successSuffix, confirmContent }: PurchaseOptions = {},
    ): Promise<PurchaseResult | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        start();
        setResult(undefined);
        const approval = await confirm({ content: confirmContent });
        if (!approval) return undefined;
        setBusy(true);
        const sent = JSON.stringify(request);
        const retried = unanswered.current?.request === sent ? unanswered.current : undefined;
        const idempotencyKey = retried?.key ?? newIdempotencyKey();
        unanswered.current = undefined;
        const answer = await send({ request, idempotencyKey, pin: approval.pin });
        if (!answer.data) {
          if (outcomeUnknown(answer.error)) {
            await recover({ request: sent, key: idempotencyKey }, successSuffix);
            return undefined;
          }
          fail([errorMessage(answer.error)], { dialog: true });
          return undefined;
        }
        const { status, message, data } = answer.data;
        const next = {
          key: idempotencyKey,
          status,
          message: status === 200 && successSuffix ? `${message} ${successSuffix}` : message,
          transaction: data.transaction,
        };
        show(next);
        return next;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [confirm, fail, recover, send, show, start],
  );

  /** The customer closes the result: the screen is ready for the next purchase. */
  const dismiss = useCallback(() => {
    setResult(undefined);
    start();
  }, [start]);

  /**
   * Verifies a smart card, meter or profile ID: the content's error, or a failed call, goes to a
   * dialog and the error list; customer details are returned.
   */
  const verify = useCallback(
    async (run: () => Settled<VerificationResponse>): Promise<VerificationContent | undefined> => {
      start();
      const answer = await run();
      if (!answer.data) {
        fail([errorMessage(answer.error)], { dialog: true });
        return undefined;
      }
      const { content } = answer.data;
      if (content.error) {
        fail([content.error], { dialog: true });
        return undefined;
      }
      return content;
    },
    [fail, start],
  );

  return useMemo(
    () => ({ outcome, result, checking, busy, purchase, verify, dismiss, start, fail }),
    [outcome, result, checking, busy, purchase, verify, dismiss, start, fail],
  );
}
