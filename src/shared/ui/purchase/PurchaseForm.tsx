import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Spin, Typography } from 'antd';
import { Formik, useFormikContext, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { Package } from '@contract/api';
import {
  errorMessage,
  type PurchaseArgs,
  type PurchaseOutcome,
  type RequestError,
} from '../../api';
import { removeFirstView } from '../../lib/dom';
import { FormikForm } from '../form';
import { OutcomeMessages } from '../outcome';
import { shortfallMessage, useAvailableFunds } from './available-funds';
import { PackagesFailure } from './PackagesFailure';
import { PurchaseActions } from './PurchaseActions';
import type { PurchasePrefill } from './prefill';
import { usePurchaseExtras } from './purchase-extras';
import { ResultPanel } from './ResultPanel';
import { CheckingNotice } from './CheckingNotice';
import { usePurchaseFlow, type PurchaseOptions } from './usePurchaseFlow';
import styles from './purchase-form.module.css';

type Settled<T> = PromiseLike<{ data?: T; error?: RequestError }>;
const NO_PACKAGES: readonly Package[] = [];

/** A packages query as RTK Query's hook returns it (networks, discos, bouquets of a category). */
export interface PackagesQuery {
  data?: readonly Package[];
  isFetching: boolean;
  error?: RequestError;
  refetch: () => unknown;
}

/** What one purchase sends and what its confirmation says. */
export interface PurchaseOrder<TRequest> extends PurchaseOptions {
  request: TRequest;
  /** the naira the wallet is charged, checked against the balance before the confirmation */
  charge?: number;
}

/** What the shell hands a slice's fields. */
export interface PurchaseShell {
  packages: readonly Package[];
  busy: boolean;
  verify: ReturnType<typeof usePurchaseFlow>['verify'];
  fail: ReturnType<typeof usePurchaseFlow>['fail'];
}

export interface PurchaseFormProps<TValues extends FormikValues, TRequest> {
  /** the form's accessible name, e.g. 'Buy airtime' */
  label: string;
  packages: PackagesQuery;
  /** the spinner's words while the packages load */
  loadingText: string;
  initialValues: TValues;
  validate?: (
    values: TValues,
    packages: readonly Package[],
  ) => FormikErrors<TValues> | Promise<FormikErrors<TValues>>;
  validationSchema?: (packages: readonly Package[]) => AnyObjectSchema;
  /** the slice's purchase mutation */
  send: (args: PurchaseArgs<TRequest>) => Settled<PurchaseOutcome>;
  /**
   * The request and confirm text for valid values; a string is why nothing can be sent (shown as
   * a popup); undefined sends nothing.
   */
  order: (
    values: TValues,
    packages: readonly Package[],
  ) => PurchaseOrder<TRequest> | string | undefined;
  /** 'You will be charged ₦98.00', or nothing until the values say */
  chargePreview?: (values: TValues, packages: readonly Package[]) => string | undefined;
  submitDisabled?: (values: TValues) => boolean;
  submitLabel?: string;
  /** the values once the customer dismisses a result (the initial values unless given) */
  nextValues?: (values: TValues) => TValues;
  /** the popup's words when the packages fail to load (the server's message unless given) */
  packagesError?: (error: RequestError) => string;
  /**
   * The values with a saved or past number filled in (its package, plan and amount where the
   * service has them). Without it the screen offers no one-tap numbers and ignores "Buy again".
   */
  fill?: (values: TValues, prefill: PurchasePrefill, packages: readonly Package[]) => TValues;
  /** the slice's fields */
  children: (shell: PurchaseShell) => ReactNode;
}

/**
 * The one purchase form every service fills in: its packages (a spinner while they load, the
 * failure with a Retry button), Formik with the slice's validation, the charge preview, the
 * confirmation, the busy button and the result panel. A slice gives only its fields, validation,
 * request and confirm text. The form keeps its values under a result until the customer dismisses
 * it or starts another purchase.
 */
export function PurchaseForm<TValues extends FormikValues, TRequest>(
  props: PurchaseFormProps<TValues, TRequest>,
) {
  const { label, packages: query, loadingText, initialValues, validate, validationSchema } = props;
  const packages = query.data ?? NO_PACKAGES;
  const flow = usePurchaseFlow(props.send);
  const { fail } = flow;
  const funds = useAvailableFunds();
  const { prefill } = usePurchaseExtras();

  const loadError = query.error && (props.packagesError ?? errorMessage)(query.error);

  // A failed package load is also a popup with the server's message.
  useEffect(() => {
    if (loadError) fail([loadError], { list: false });
  }, [loadError, fail]);

  const submit = async (values: TValues) => {
    const order = props.order(values, packages);
    if (typeof order === 'string') fail([order], { list: false });
    if (!order || typeof order === 'string') return;
    const { request, charge, ...options } = order;
    // A wallet that cannot pay is told so, with the way to fund it, before any confirmation.
    const short = shortfallMessage(charge, funds);
    if (short) {
      flow.start();
      fail([short]);
      return;
    }
    await flow.purchase(request, options);
  };

  // Until the first packages arrive only the spinner is drawn: an empty form grew when they came
  // and pushed its own fields and buttons down, which a phone shows as the page jumping.
  const waiting = query.isFetching && query.data === undefined && !query.error;
  // The page's first view, drawn by the server (its package choices), gives way in the frame in
  // which the form draws the packages, or why they could not be read.
  useLayoutEffect(() => (waiting ? undefined : removeFirstView()), [waiting]);
  if (waiting)
    return (
      <Spin spinning description={loadingText}>
        <div className={styles.loading} />
      </Spin>
    );

  return (
    <Spin spinning={query.isFetching} description={loadingText}>
      {loadError && !query.isFetching && (
        <PackagesFailure message={loadError} onRetry={query.refetch} />
      )}
      <Formik
        // A "Buy again" address starts the form filled; the packages are loaded by now.
        initialValues={
          prefill && props.fill ? props.fill(initialValues, prefill, packages) : initialValues
        }
        validate={validate && ((values: TValues) => validate(values, packages))}
        validationSchema={validationSchema?.(packages)}
        onSubmit={submit}
      >
        <FormikForm aria-label={label} onInvalid={(message) => fail([message], { list: false })}>
          <PurchaseBody {...props} packages={packages} flow={flow} />
        </FormikForm>
      </Formik>
    </Spin>
  );
}

interface PurchaseBodyProps<TValues extends FormikValues, TRequest> extends Omit<
  PurchaseFormProps<TValues, TRequest>,
  'packages'
> {
  packages: readonly Package[];
  flow: ReturnType<typeof usePurchaseFlow<TRequest>>;
}

function PurchaseBody<TValues extends FormikValues, TRequest>({
  packages,
  flow,
  initialValues,
  chargePreview,
  submitDisabled,
  submitLabel,
  nextValues,
  fill,
  children,
}: PurchaseBodyProps<TValues, TRequest>) {
  const { values, resetForm, setValues } = useFormikContext<TValues>();
  const extras = usePurchaseExtras();
  const { outcome, result, checking, busy, verify, fail, dismiss } = flow;
  const preview = chargePreview?.(values, packages);

  const startOver = () => {
    dismiss();
    resetForm({ values: nextValues?.(values) ?? initialValues });
  };

  return (
    <>
      {result && (
        <ResultPanel result={result} onDismiss={startOver}>
          {extras.afterResult?.(result.transaction)}
        </ResultPanel>
      )}
      {checking && <CheckingNotice />}
      <OutcomeMessages outcome={outcome} />
      {fill &&
        extras.choices?.((choice) => void setValues(fill(values, choice, packages), true), busy)}
      {children({ packages, busy, verify, fail })}
      {preview && (
        <Typography.Paragraph strong aria-live="polite">
          {preview}
        </Typography.Paragraph>
      )}
      <PurchaseActions busy={busy} disabled={submitDisabled?.(values)} label={submitLabel} />
    </>
  );
}
