import { App, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { Schedule, ScheduleRun } from '@contract/api';
import { FREQUENCY_LABELS, type ScheduleStatus } from '@contract/rules';
import { errorMessage } from '@/shared/api';
import { useConfirm } from '@/shared/ui/confirm';
import {
  schedulesApi,
  useDeleteScheduleMutation,
  useGetSchedulesQuery,
  useUpdateScheduleMutation,
} from '../api/schedulesApi';
import { formatLagos } from '../model/dates';
import { SERVICE_LABELS } from '../model/form';
import styles from './schedules.module.css';

const STATUS_TAGS: Record<ScheduleStatus, { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  paused: { color: 'gold', label: 'Paused' },
  ended: { color: 'default', label: 'Ended' },
};

const RUN_RESULTS: Record<ScheduleRun['status'], string> = {
  running: 'Running',
  confirmed: 'Bought',
  pending: 'Bought, awaiting the provider',
  failed: 'Failed',
  skipped: 'Skipped (low balance)',
};

function lastResult(run: ScheduleRun | null) {
  if (!run) return 'No run yet';
  const detail = run.status === 'failed' && run.message ? `: ${run.message}` : '';
  return `${RUN_RESULTS[run.status]}${detail} (${formatLagos(run.due_at)})`;
}

function ScheduleItem({ schedule }: { schedule: Schedule }) {
  const [update, { isLoading: updating }] = useUpdateScheduleMutation();
  const [remove, { isLoading: removing }] = useDeleteScheduleMutation();
  const confirm = useConfirm();
  const { notification } = App.useApp();
  const tag = STATUS_TAGS[schedule.status];
  const name = schedule.summary;

  const toggle = async () => {
    const status = schedule.status === 'paused' ? 'active' : 'paused';
    const result = await update({ id: schedule.id, status });
    if (result.error) notification.error({ title: errorMessage(result.error) });
  };

  const deleteIt = async () => {
    const sure = await confirm({
      title: 'Delete this schedule?',
      content: `${name} will not be bought again. Purchases already made stay in your history.`,
      okText: 'Delete',
      cancelText: 'Keep',
    });
    if (!sure) return;
    const result = await remove(schedule.id);
    if (result.error) notification.error({ title: errorMessage(result.error) });
  };

  return (
    <li className={styles.item} aria-label={name}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div className={styles.itemText}>
          <strong>{name}</strong>
          <Typography.Text type="secondary">
            {SERVICE_LABELS[schedule.service]} · {FREQUENCY_LABELS[schedule.frequency]}
            {schedule.max_runs ? ` · ${schedule.runs_count} of ${schedule.max_runs} runs` : ''}
            {schedule.ends_on ? ` · until ${schedule.ends_on}` : ''}
          </Typography.Text>
        </div>
        <Tag color={tag.color}>{tag.label}</Tag>
      </Flex>
      <dl className={styles.facts}>
        <dt>Next run</dt>
        <dd>
          {schedule.status === 'paused'
            ? 'Paused'
            : schedule.next_run_at
              ? formatLagos(schedule.next_run_at)
              : '—'}
        </dd>
        <dt>Last result</dt>
        <dd>{lastResult(schedule.last_run)}</dd>
      </dl>
      <Flex gap={8} wrap>
        {schedule.status !== 'ended' && (
          <Button
            size="small"
            loading={updating}
            aria-label={`${schedule.status === 'paused' ? 'Resume' : 'Pause'} ${name}`}
            onClick={() => void toggle()}
          >
            {schedule.status === 'paused' ? 'Resume' : 'Pause'}
          </Button>
        )}
        <Button
          size="small"
          danger
          loading={removing}
          aria-label={`Delete ${name}`}
          onClick={() => void deleteIt()}
        >
          Delete
        </Button>
      </Flex>
    </li>
  );
}

const SLOW_POLL_MS = 30_000;
const FAST_POLL_MS = 3_000;

const runSoon = (schedules: readonly Schedule[], now: number) =>
  schedules.some(
    (schedule) =>
      schedule.last_run?.status === 'running' ||
      (schedule.status === 'active' &&
        schedule.next_run_at !== null &&
        Date.parse(schedule.next_run_at) - now < 60_000),
  );

/** The customer's scheduled purchases: next run and last result (Lagos time), pause, delete. */
export function ScheduleList() {
  // Runs happen on the server: the list looks again every half minute, and every few seconds
  // while a run is about to happen or in progress (as of its last answer), so a result shows
  // without a reload.
  const last = schedulesApi.endpoints.getSchedules.useQueryState();
  const soon = last.data !== undefined && runSoon(last.data, last.fulfilledTimeStamp ?? 0);
  const {
    data: schedules,
    isLoading,
    error,
  } = useGetSchedulesQuery(undefined, {
    pollingInterval: soon ? FAST_POLL_MS : SLOW_POLL_MS,
  });
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error && !schedules)
    return <Typography.Text type="danger">{errorMessage(error)}</Typography.Text>;
  if (!schedules?.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="No scheduled top-ups yet. Schedule one with the form."
      />
    );
  return (
    <ul aria-label="Scheduled top-ups" className={styles.list}>
      {schedules.map((schedule) => (
        <ScheduleItem key={schedule.id} schedule={schedule} />
      ))}
    </ul>
  );
}
