import { Alert, Input } from 'antd';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { PIN_MESSAGES, PIN_PATTERN, lagosClockTime } from '@contract/rules';
import {
  apiErrorBody,
  errorMessage,
  useGetTransactionPinQuery,
  useSetTransactionPinMutation,
} from '../../api';
import { ROUTES } from '../../config';
import { PinField } from './PinField';
import { newPinErrors } from './new-pin';
import styles from './transaction-pin.module.css';

/** How the dialog's Yes asks the step for the PIN: undefined keeps the dialog open. */
export interface ChargePinHandle {
  submit: () => Promise<string | undefined>;
}

/** Where the customer sets, changes and resets the PIN. */
export const PIN_SETTINGS_PATH = `${ROUTES.profile}#transaction-pin`;

type Errors = Partial<Record<'pin' | 'repeat' | 'password', string>>;

interface ChargePinStepProps {
  /** what is about to be charged */
  content?: ReactNode;
  handleRef: RefObject<ChargePinHandle | undefined>;
  /** the dialog's Yes is off while charges are locked */
  onLockedChange: (locked: boolean) => void;
  /** the 4th digit of an existing PIN was typed: the charge goes ahead with it, as on Yes */
  onComplete?: (pin: string) => void;
}

/**
 * The PIN step of every charge's confirmation. With a PIN: one 4-digit field. Without one: the
 * customer sets it here first (new PIN, repeat, account password), then the charge goes ahead
 * with it. Locked after 5 wrong PINs: when they can try again, and the way to reset it.
 * The state is read afresh each time the dialog opens, so a lock the last answer caused shows.
 * An existing PIN goes ahead on its 4th digit, as banking apps do; Yes stays for those who prefer it.
 */
export function ChargePinStep({
  content,
  handleRef,
  onLockedChange,
  onComplete,
}: ChargePinStepProps) {
  const state = useGetTransactionPinQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setPin] = useSetTransactionPinMutation();
  const [pin, setPinValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const submitting = useRef(false);
  const passwordId = useId();

  // Unreadable state: the PIN is asked for (the server ignores a PIN the account does not have).
  const loading = state.isLoading;
  const hasPin = state.data?.has_transaction_pin ?? true;
  // The server names a lock's end only while the lock is in force.
  const until = state.data?.transaction_pin_locked_until ?? undefined;

  useEffect(() => onLockedChange(until !== undefined), [onLockedChange, until]);

  useImperativeHandle(handleRef, () => ({
    submit: async () => {
      if (loading || until || submitting.current) return undefined;
      if (hasPin) {
        if (PIN_PATTERN.test(pin)) return pin;
        setErrors({ pin: pin ? PIN_MESSAGES.format : PIN_MESSAGES.required });
        return undefined;
      }
      const local: Errors = newPinErrors({ pin, repeat });
      if (!password) local.password = PIN_MESSAGES.passwordRequired;
      setErrors(local);
      if (Object.keys(local).length) return undefined;
      submitting.current = true;
      setSaving(true);
      try {
        const answer = await setPin({ pin, password });
        if (answer.error) {
          const fields = apiErrorBody(answer.error)?.data ?? {};
          setErrors(Object.keys(fields).length ? fields : { password: errorMessage(answer.error) });
          return undefined;
        }
        return pin;
      } finally {
        submitting.current = false;
        setSaving(false);
      }
    },
  }));

  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors({});
  };

  return (
    <div>
      {content}
      {loading ? (
        <p className={styles.notice}>Checking your transaction PIN…</p>
      ) : until ? (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          title={`Purchases are locked until ${lagosClockTime(until)} after 5 wrong PINs.`}
          description={
            <a href={PIN_SETTINGS_PATH}>Reset your transaction PIN by e-mail to unlock now</a>
          }
        />
      ) : hasPin ? (
        <PinField
          label="Transaction PIN"
          value={pin}
          onChange={(value) => {
            change(setPinValue)(value);
            if (PIN_PATTERN.test(value) && !PIN_PATTERN.test(pin)) onComplete?.(value);
          }}
          error={errors.pin}
          autoFocus
        />
      ) : (
        <>
          <Alert
            className={styles.notice}
            type="info"
            showIcon
            title="Set your 4-digit transaction PIN first. You will enter it to confirm every purchase."
          />
          <PinField
            label="New transaction PIN"
            value={pin}
            onChange={change(setPinValue)}
            error={errors.pin}
            disabled={saving}
            autoFocus
          />
          <PinField
            label="Repeat the PIN"
            value={repeat}
            onChange={change(setRepeat)}
            error={errors.repeat}
            disabled={saving}
          />
          <div className={styles.field}>
            <label htmlFor={passwordId} className={styles.label}>
              Account password
            </label>
            <Input.Password
              id={passwordId}
              value={password}
              disabled={saving}
              autoComplete="current-password"
              status={errors.password ? 'error' : undefined}
              aria-invalid={errors.password ? true : undefined}
              onChange={(event) => change(setPassword)(event.target.value)}
            />
            {errors.password && (
              <div role="alert" className={styles.error}>
                {errors.password}
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
