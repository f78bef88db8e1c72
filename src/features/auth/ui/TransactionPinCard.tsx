import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PIN_MESSAGES, PIN_PATTERN, PIN_RESET_CODE_PATTERN, lagosClockTime } from '@contract/rules';
import {
  apiErrorBody,
  errorMessage,
  useGetTransactionPinQuery,
  useRequestTransactionPinResetMutation,
  useResetTransactionPinMutation,
  useSetTransactionPinMutation,
  type RequestError,
} from '@/shared/api';
import { PinField, newPinErrors } from '@/shared/ui/transaction-pin';
import styles from './transaction-pin-card.module.css';

type Errors = Record<string, string>;

/** The server's field messages, or its message under `fallback` when it names no field. */
function serverErrors(error: RequestError, fallback: string): Errors {
  const fields = apiErrorBody(error)?.data ?? {};
  return Object.keys(fields).length ? fields : { [fallback]: errorMessage(error) };
}

function Done({ children }: { children: ReactNode }) {
  return <Alert className={styles.notice} type="success" showIcon title={children} />;
}

/** A new PIN typed twice; the two fields every form here ends with. */
function NewPinFields(props: {
  pin: string;
  repeat: string;
  errors: Errors;
  onPin: (value: string) => void;
  onRepeat: (value: string) => void;
}) {
  return (
    <>
      <PinField label="New PIN" value={props.pin} onChange={props.onPin} error={props.errors.pin} />
      <PinField
        label="Repeat the new PIN"
        value={props.repeat}
        onChange={props.onRepeat}
        error={props.errors.repeat}
      />
    </>
  );
}

/** Set (with the account password) or change (with the current PIN). */
function SetOrChangeForm({ hasPin }: { hasPin: boolean }) {
  const [setPin, { isLoading }] = useSetTransactionPinMutation();
  const [secret, setSecret] = useState('');
  const [pin, setPinValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');
  const passwordId = useId();
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors({});
    setDone('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = { ...newPinErrors({ pin, repeat }) };
    if (hasPin && !PIN_PATTERN.test(secret)) local.old_pin = PIN_MESSAGES.oldPinRequired;
    if (!hasPin && !secret) local.password = PIN_MESSAGES.passwordRequired;
    setErrors(local);
    if (Object.keys(local).length) return;
    const answer = await setPin(hasPin ? { pin, old_pin: secret } : { pin, password: secret });
    if (answer.error) {
      setErrors(serverErrors(answer.error, hasPin ? 'old_pin' : 'password'));
      return;
    }
    setSecret('');
    setPinValue('');
    setRepeat('');
    setDone(answer.data.message ?? PIN_MESSAGES.set);
  };

  return (
    <form aria-label={hasPin ? 'Change PIN' : 'Set PIN'} onSubmit={(event) => void submit(event)}>
      {hasPin ? (
        <PinField
          label="Current PIN"
          value={secret}
          onChange={edit(setSecret)}
          error={errors.old_pin}
        />
      ) : (
        <div className={styles.field}>
          <label htmlFor={passwordId} className={styles.label}>
            Account password
          </label>
          <Input.Password
            id={passwordId}
            value={secret}
            autoComplete="current-password"
            status={errors.password ? 'error' : undefined}
            onChange={(event) => edit(setSecret)(event.target.value)}
          />
          {errors.password && (
            <div role="alert" className={styles.error}>
              {errors.password}
            </div>
          )}
        </div>
      )}
      <NewPinFields
        pin={pin}
        repeat={repeat}
        errors={errors}
        onPin={edit(setPinValue)}
        onRepeat={edit(setRepeat)}
      />
      <Button className={styles.action} type="primary" htmlType="submit" loading={isLoading}>
        {hasPin ? 'Change PIN' : 'Set PIN'}
      </Button>
      {done && <Done>{done}</Done>}
    </form>
  );
}

/** Forgot the PIN, or locked: a code to the account's e-mail, then the code and a new PIN. */
function ResetByCode() {
  const [requestCode, sending] = useRequestTransactionPinResetMutation();
  const [reset, resetting] = useResetTransactionPinMutation();
  const [sent, setSent] = useState('');
  const [code, setCode] = useState('');
  const [pin, setPinValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors({});
  };

  const askForCode = async () => {
    setDone('');
    const answer = await requestCode();
    if (answer.error) {
      setErrors({ code: errorMessage(answer.error) });
      return;
    }
    setErrors({});
    setSent(answer.data.message ?? PIN_MESSAGES.codeSent);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = { ...newPinErrors({ pin, repeat }) };
    if (!PIN_RESET_CODE_PATTERN.test(code)) local.code = PIN_MESSAGES.codeFormat;
    setErrors(local);
    if (Object.keys(local).length) return;
    const answer = await reset({ code, pin });
    if (answer.error) {
      setErrors(serverErrors(answer.error, 'code'));
      return;
    }
    setSent('');
    setCode('');
    setPinValue('');
    setRepeat('');
    setDone(answer.data.message ?? PIN_MESSAGES.reset);
  };

  return (
    <div className={styles.reset}>
      <h3 className={styles.subtitle}>Forgot your PIN?</h3>
      <p>We e-mail you a 6-digit code; enter it here with a new PIN. It also lifts a lock.</p>
      <Button onClick={() => void askForCode()} loading={sending.isLoading}>
        {sent ? 'Send another code' : 'E-mail me a code'}
      </Button>
      {sent && (
        <form aria-label="Reset PIN" onSubmit={(event) => void submit(event)}>
          <p role="status" className={styles.sent}>
            {sent}
          </p>
          <PinField
            label="Code from the e-mail"
            length={6}
            value={code}
            onChange={edit(setCode)}
            error={errors.code}
          />
          <NewPinFields
            pin={pin}
            repeat={repeat}
            errors={errors}
            onPin={edit(setPinValue)}
            onRepeat={edit(setRepeat)}
          />
          <Button
            className={styles.action}
            type="primary"
            htmlType="submit"
            loading={resetting.isLoading}
          >
            Reset PIN
          </Button>
        </form>
      )}
      {!sent && errors.code && (
        <div role="alert" className={styles.error}>
          {errors.code}
        </div>
      )}
      {done && <Done>{done}</Done>}
    </div>
  );
}

/**
 * The profile's Transaction PIN card: the PIN that confirms every purchase. Set it (with the
 * account password), change it (with the current PIN), or reset it with a code e-mailed to the
 * account; while purchases are locked after 5 wrong PINs it says until when.
 */
export function TransactionPinCard() {
  const { data: state } = useGetTransactionPinQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (!state) return <p>Loading…</p>;
  // The server names a lock's end only while the lock is in force.
  const until = state.transaction_pin_locked_until;
  return (
    <div>
      <p>
        {state.has_transaction_pin
          ? 'You enter your 4-digit PIN to confirm every purchase, SMS, bonus transfer and upgrade.'
          : 'Set a 4-digit PIN: you will enter it to confirm every purchase, SMS, bonus transfer and upgrade.'}
      </p>
      {until && (
        <Alert
          className={styles.notice}
          type="warning"
          showIcon
          title={`Purchases are locked until ${lagosClockTime(until)} after 5 wrong PINs. Reset your PIN below to unlock now.`}
        />
      )}
      <SetOrChangeForm key={String(state.has_transaction_pin)} hasPin={state.has_transaction_pin} />
      {state.has_transaction_pin && <ResetByCode />}
    </div>
  );
}
