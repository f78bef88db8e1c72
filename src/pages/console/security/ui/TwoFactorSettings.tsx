import { useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Tag, Typography } from 'antd';
import type { TwoFactorEnrolment } from '@contract/api/console';
import { formatDateTime } from '@contract/format';
import { errorMessage } from '@/shared/api';
import {
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
} from '../api/securityApi';
import styles from './security.module.css';

export const TWO_FACTOR_TEXTS = {
  off: 'Two-factor sign-in is off. Turn it on so a stolen password alone cannot open the console.',
  required: 'Owners must use two-factor sign-in: set it up now to use the rest of the console.',
  scan: 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...).',
  saveCodes:
    'Save these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your phone. They are shown only now.',
} as const;

/** Groups of four, as authenticator apps ask for a key typed by hand. */
const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Two-factor sign-in of the staff member using the console: set it up, or turn it off. */
export function TwoFactorSettings() {
  const { data: status, error, isLoading } = useGetTwoFactorStatusQuery();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (isLoading) return <Typography.Text>Loading...</Typography.Text>;
  if (!status) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;
  return (
    <Card title="Two-factor sign-in" className={styles.card}>
      {recoveryCodes ? (
        <RecoveryCodesOnce codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : status.enabled ? (
        <TurnOff since={status.enabled_at} codesLeft={status.recovery_codes_left} />
      ) : (
        <SetUp required={status.required} onEnabled={setRecoveryCodes} />
      )}
    </Card>
  );
}

/** The code field both forms use, with the server's message under it. */
function CodeInput({
  value,
  onChange,
  problem,
  label = 'Authentication code',
}: {
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  label?: string;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={40}
        status={problem ? 'error' : undefined}
        className={styles.codeInput}
      />
      {problem && (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
    </label>
  );
}

function SetUp({
  required,
  onEnabled,
}: {
  required: boolean;
  onEnabled: (codes: string[]) => void;
}) {
  const [start, starting] = useStartTwoFactorSetupMutation();
  const [confirm, confirming] = useConfirmTwoFactorMutation();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');

  const begin = async () => {
    const result = await start();
    if ('data' in result && result.data) setEnrolment(result.data);
  };
  const turnOn = async () => {
    const result = await confirm(code.replace(/\s+/g, ''));
    if ('data' in result && result.data) onEnabled(result.data.recovery_codes);
  };
  const problem = confirming.error ? errorMessage(confirming.error) : undefined;

  if (!enrolment)
    return (
      <Space orientation="vertical" size="middle">
        <Alert
          type={required ? 'warning' : 'info'}
          showIcon
          title={required ? TWO_FACTOR_TEXTS.required : TWO_FACTOR_TEXTS.off}
        />
        {starting.isError && (
          <Alert type="error" showIcon role="alert" title={errorMessage(starting.error)} />
        )}
        <Button type="primary" onClick={begin} loading={starting.isLoading}>
          Set up two-factor sign-in
        </Button>
      </Space>
    );

  return (
    <form
      aria-label="Set up two-factor sign-in"
      className={styles.enrol}
      onSubmit={(event) => {
        event.preventDefault();
        void turnOn();
      }}
    >
      <Typography.Paragraph>1. {TWO_FACTOR_TEXTS.scan}</Typography.Paragraph>
      <img
        src={enrolment.qr_code}
        alt="QR code to add NairaTop to your authenticator app"
        className={styles.qr}
        width={240}
        height={240}
      />
      <Typography.Paragraph>
        Can&apos;t scan it? Enter this key in the app instead:
        <code className={styles.secret} aria-label="Secret key">
          {groupSecret(enrolment.secret)}
        </code>
      </Typography.Paragraph>
      <Typography.Paragraph>2. Enter the 6-digit code the app shows.</Typography.Paragraph>
      <CodeInput value={code} onChange={setCode} problem={problem} />
      <Button
        type="primary"
        htmlType="submit"
        loading={confirming.isLoading}
        disabled={!code.trim()}
      >
        Turn on
      </Button>
    </form>
  );
}

function RecoveryCodesOnce({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { message } = App.useApp();
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    void message.success('Recovery codes copied.');
  };
  return (
    <Space orientation="vertical" size="middle" className={styles.full}>
      <Alert type="success" showIcon title="Two-factor sign-in is on." />
      <Typography.Paragraph strong>{TWO_FACTOR_TEXTS.saveCodes}</Typography.Paragraph>
      <ol aria-label="Recovery codes" className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={() => void copy()}>Copy codes</Button>
        <Button type="primary" onClick={onDone}>
          I have saved them
        </Button>
      </Space>
    </Space>
  );
}

function TurnOff({ since, codesLeft }: { since: string | null; codesLeft: number }) {
  const { message } = App.useApp();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [code, setCode] = useState('');
  const problem = disabling.error ? errorMessage(disabling.error) : undefined;
  return (
    <form
      aria-label="Turn off two-factor sign-in"
      className={styles.enrol}
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await disable(code.replace(/\s+/g, ''));
        if ('data' in result && result.data) void message.success(result.data.message);
      }}
    >
      <Space wrap>
        <Tag color="green">On</Tag>
        <Typography.Text>
          Since {formatDateTime(since)}. Recovery codes left: {codesLeft}.
        </Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary">
        To turn it off, enter a current code from your authenticator app (or a recovery code).
      </Typography.Paragraph>
      <CodeInput value={code} onChange={setCode} problem={problem} label="Code" />
      <Button danger htmlType="submit" loading={disabling.isLoading} disabled={!code.trim()}>
        Turn off
      </Button>
    </form>
  );
}
