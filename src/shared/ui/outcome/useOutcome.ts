import { useCallback, useMemo, useState } from 'react';
import { useNotifier } from './notifier';

export interface Outcome {
  /** green: the server's message on HTTP 200 */
  success?: string;
  /** amber: the server's message on HTTP 201 (accepted, still pending) */
  pending?: string;
  /** the on-page error list */
  errors: string[];
}

const EMPTY: Outcome = { errors: [] };

/**
 * The one handler for server messages: success and pending messages, errors as popups and on the
 * page. Screens call `start()` at each attempt so old messages never linger, and a new outcome
 * closes the toasts of the one before.
 */
export function useOutcome() {
  const notifier = useNotifier();
  const [outcome, setOutcome] = useState<Outcome>(EMPTY);

  const start = useCallback(() => {
    notifier.clear();
    setOutcome(EMPTY);
  }, [notifier]);

  const succeed = useCallback(
    (
      message: string,
      { status = 200, toast = false }: { status?: number; toast?: boolean } = {},
    ) => {
      notifier.clear();
      setOutcome(
        status === 201 ? { pending: message, errors: [] } : { success: message, errors: [] },
      );
      if (toast) notifier.success(message);
    },
    [notifier],
  );

  /** Popups for each message; `list` also adds them to the on-page list; `dialog` uses a modal. */
  const fail = useCallback(
    (
      messages: string[],
      { list = true, dialog = false }: { list?: boolean; dialog?: boolean } = {},
    ) => {
      notifier.clear();
      if (dialog && messages[0]) notifier.errorDialog(messages[0]);
      else messages.forEach((message) => notifier.error(message));
      if (list) setOutcome((current) => ({ ...current, errors: [...current.errors, ...messages] }));
    },
    [notifier],
  );

  return useMemo(() => ({ outcome, start, succeed, fail }), [outcome, start, succeed, fail]);
}
