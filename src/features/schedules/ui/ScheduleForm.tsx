import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, App, Button, Form, Input, Radio, Select } from 'antd';
import type { Package } from '@contract/api';
import {
  FREQUENCY_LABELS,
  RENEWABLE_CABLE_SERVICES,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_SERVICES,
  type ScheduleService,
} from '@contract/rules';
import { PackageChoice, planOptions, plansOf, useGetPackagesQuery } from '@/entities/package';
import { apiErrorBody, errorMessage } from '@/shared/api';
import { CATEGORY_IDS } from '@contract/constants';
import { useChargeConfirm } from '@/shared/ui/confirm';
import { useCreateScheduleMutation } from '../api/schedulesApi';
import { formatLagos, lagosInputValue } from '../model/dates';
import {
  SERVER_FIELDS,
  SERVICE_LABELS,
  initialScheduleValues,
  scheduleErrors,
  scheduleSummary,
  toScheduleRequest,
  type ScheduleErrors,
  type ScheduleValues,
} from '../model/form';
import styles from './schedules.module.css';

const CATEGORY: Record<ScheduleService, number> = {
  airtime: CATEGORY_IDS.airtime,
  data: CATEGORY_IDS.data,
  cable: CATEGORY_IDS.cable,
};

const NO_PACKAGES: Package[] = [];

/** A labelled field whose error is announced and tied to its control. */
function Field(props: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
  extra?: string;
}) {
  return (
    <Form.Item
      label={props.label}
      htmlFor={props.id}
      validateStatus={props.error ? 'error' : undefined}
      help={props.error && <span role="alert">{props.error}</span>}
      extra={props.extra}
    >
      {props.children}
    </Form.Item>
  );
}

/**
 * "Schedule a purchase": airtime, data or a cable renewal, then how often, from when (Lagos time;
 * empty runs now) and until when. The confirmation asks for the transaction PIN once: the runs buy
 * without it. The server checks the purchase as its screen would and answers by field.
 */
export function ScheduleForm({ onCreated }: { onCreated?: () => void }) {
  const [values, setValues] = useState<ScheduleValues>(initialScheduleValues);
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [problem, setProblem] = useState<string>();
  const [create, { isLoading }] = useCreateScheduleMutation();
  const confirm = useChargeConfirm();
  const { message } = App.useApp();
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const packagesQuery = useGetPackagesQuery(CATEGORY[values.service]);
  const allPackages = packagesQuery.data ?? NO_PACKAGES;
  const packages =
    values.service === 'cable'
      ? allPackages.filter((pkg) => RENEWABLE_CABLE_SERVICES.includes(pkg.service_id))
      : allPackages;
  const pkg = packages.find((entry) => entry.id === values.packageId);
  const plans = plansOf(pkg);

  const set = <K extends keyof ScheduleValues>(name: K, value: ScheduleValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setProblem(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = scheduleErrors(values);
    setErrors(local);
    if (Object.keys(local).length || !pkg) return;
    const plan = plans.find((entry) => entry.code === values.planCode);
    const request = toScheduleRequest(values, pkg, plan);
    const when = request.first_run_at ? formatLagos(request.first_run_at) : 'now';
    const { bought, runs } = scheduleSummary(values, pkg, plan);
    const approval = await confirm({
      content: `${bought}, ${FREQUENCY_LABELS[values.frequency].toLowerCase()}, ${runs}, first run ${when} (Lagos time). Each run is charged to your wallet when it happens.`,
    });
    if (!approval) return;
    const result = await create({ ...request, pin: approval.pin });
    if (result.error) {
      const body = apiErrorBody(result.error);
      const fieldErrors: ScheduleErrors = {};
      for (const [field, text] of Object.entries(body?.data ?? {})) {
        const name = SERVER_FIELDS[field];
        if (name) fieldErrors[name] = text;
      }
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) setProblem(errorMessage(result.error));
      return;
    }
    void message.success(result.data.message ?? 'Purchase scheduled');
    setValues({ ...initialScheduleValues, service: values.service });
    onCreated?.();
  };

  return (
    <Form
      component="form"
      layout="vertical"
      aria-label="Schedule a purchase"
      className={styles.form}
      onSubmitCapture={(event) => void submit(event)}
    >
      <Form.Item label="What to buy">
        <Radio.Group
          aria-label="What to buy"
          optionType="button"
          value={values.service}
          onChange={(event) =>
            setValues({ ...initialScheduleValues, service: event.target.value as ScheduleService })
          }
          options={SCHEDULE_SERVICES.map((service) => ({
            value: service,
            label: SERVICE_LABELS[service],
          }))}
        />
      </Form.Item>
      <Form.Item
        validateStatus={errors.packageId ? 'error' : undefined}
        help={errors.packageId && <span role="alert">{errors.packageId}</span>}
      >
        <PackageChoice
          label={values.service === 'cable' ? 'Provider' : 'Network'}
          packages={packages}
          value={values.packageId}
          onChange={(chosen) => {
            set('packageId', chosen.id);
            set('planCode', '');
          }}
        />
      </Form.Item>
      {values.service === 'data' && (
        <Field id={id('plan')} label="Data plan" error={errors.planCode}>
          <Select
            id={id('plan')}
            placeholder="Select a plan"
            value={values.planCode || undefined}
            options={planOptions(plans).map((option, index) => ({
              label: option.label,
              value: plans[index]?.code ?? '',
            }))}
            onChange={(code: string) => set('planCode', code)}
          />
        </Field>
      )}
      {values.service === 'airtime' && (
        <Field id={id('amount')} label="Amount" error={errors.amount}>
          <Input
            id={id('amount')}
            inputMode="decimal"
            prefix="₦"
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
          />
        </Field>
      )}
      {values.service === 'cable' && (
        <Field id={id('card')} label="Smart card / IUC number" error={errors.smartCard}>
          <Input
            id={id('card')}
            inputMode="numeric"
            value={values.smartCard}
            onChange={(event) => set('smartCard', event.target.value)}
          />
        </Field>
      )}
      <Field id={id('phone')} label="Phone number" error={errors.phone}>
        <Input
          id={id('phone')}
          inputMode="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
        />
      </Field>
      <Field id={id('frequency')} label="How often" error={undefined}>
        <Select
          id={id('frequency')}
          value={values.frequency}
          options={SCHEDULE_FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: FREQUENCY_LABELS[frequency],
          }))}
          onChange={(frequency) => set('frequency', frequency)}
        />
      </Field>
      <Field
        id={id('first')}
        label="First run (Lagos time)"
        error={errors.firstRun}
        extra="Leave empty to run it now."
      >
        <Input
          id={id('first')}
          type="datetime-local"
          min={lagosInputValue()}
          value={values.firstRun}
          onChange={(event) => set('firstRun', event.target.value)}
        />
      </Field>
      {values.frequency !== 'once' && (
        <Form.Item label="Ends">
          <Radio.Group
            aria-label="Ends"
            value={values.end}
            onChange={(event) => set('end', event.target.value as ScheduleValues['end'])}
            options={[
              { value: 'never', label: 'Never' },
              { value: 'date', label: 'On a date' },
              { value: 'runs', label: 'After a number of runs' },
            ]}
          />
        </Form.Item>
      )}
      {values.frequency !== 'once' && values.end === 'date' && (
        <Field id={id('ends-on')} label="Last day" error={errors.endsOn}>
          <Input
            id={id('ends-on')}
            type="date"
            value={values.endsOn}
            onChange={(event) => set('endsOn', event.target.value)}
          />
        </Field>
      )}
      {values.frequency !== 'once' && values.end === 'runs' && (
        <Field id={id('runs')} label="Number of runs" error={errors.maxRuns}>
          <Input
            id={id('runs')}
            inputMode="numeric"
            value={values.maxRuns}
            onChange={(event) => set('maxRuns', event.target.value)}
          />
        </Field>
      )}
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      <Button type="primary" htmlType="submit" loading={isLoading} block>
        Schedule
      </Button>
    </Form>
  );
}
