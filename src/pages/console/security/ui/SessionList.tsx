import { Alert, App, Button, Card, Space, Tag, Typography } from 'antd';
import type { StaffSession } from '@contract/api/console';
import { formatDateTime } from '@contract/format';
import { errorMessage } from '@/shared/api';
import { useConfirm } from '@/shared/ui/confirm';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useListSessionsQuery,
} from '../api/securityApi';
import { describeDevice } from '../model/device';
import styles from './security.module.css';

/** Where this staff member is signed in; any other session can be ended here at once. */
export function SessionList() {
  const { data: sessions = [], error, isLoading } = useListSessionsQuery();
  const [endOne] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const others = sessions.filter((session) => !session.current);

  const report = (result: { data?: { message: string }; error?: unknown }) => {
    if (result.data) void message.success(result.data.message);
    else void message.error(errorMessage(result.error as never));
  };

  const end = async (session: StaffSession) => {
    const device = describeDevice(session.user_agent);
    if (
      await confirm({
        title: `End the session on ${device} (${session.ip})? It is signed out at once.`,
      })
    )
      report(await endOne(session.id));
  };

  return (
    <Card
      title="Active sessions"
      className={styles.card}
      extra={
        <Button
          danger
          disabled={others.length === 0}
          loading={endingOthers.isLoading}
          onClick={async () => {
            if (
              await confirm({
                title: 'End every other session? Those devices are signed out at once.',
              })
            )
              report(await endOthers());
          }}
        >
          End all others
        </Button>
      }
    >
      {isLoading && <Typography.Text>Loading...</Typography.Text>}
      {error && <Alert type="error" showIcon role="alert" title={errorMessage(error)} />}
      <ul aria-label="Sessions" className={styles.sessions}>
        {sessions.map((session) => {
          const device = describeDevice(session.user_agent);
          return (
            <li key={session.id} className={styles.session} aria-label={`${device}, ${session.ip}`}>
              <div className={styles.sessionText}>
                <Space wrap size={[8, 0]}>
                  <Typography.Text strong>{device}</Typography.Text>
                  {session.current && <Tag color="green">This session</Tag>}
                </Space>
                <Typography.Text type="secondary" className={styles.meta}>
                  {session.ip} · signed in {formatDateTime(session.created_at)} · last seen{' '}
                  {formatDateTime(session.last_seen_at)}
                </Typography.Text>
              </div>
              {!session.current && (
                <Button
                  onClick={() => void end(session)}
                  aria-label={`End session on ${device}, ${session.ip}`}
                >
                  End
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
