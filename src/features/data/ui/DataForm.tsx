import { useEffect } from 'react';
import { Form, Spin, Typography } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import {
  PackageChoice,
  planAmount,
  planOptions,
  plansOf,
  useGetPackagesQuery,
} from '@/entities/package';
import { errorMessage, type Package } from '@/shared/api';
import { CATEGORY_IDS } from '@/shared/config';
import { formatNaira } from '@contract/format';
import {
  FormikForm,
  NativeSelectField,
  PhoneField,
  TextField,
  useFormItem,
} from '@/shared/ui/form';
import { OutcomeMessages } from '@/shared/ui/outcome';
import { PurchaseActions, usePurchaseFlow } from '@/shared/ui/purchase';
import { usePurchaseDataMutation } from '../api/dataApi';
import {
  dataInitialValues,
  dataNetworks,
  packagesOfNetwork,
  toDataRequest,
  validateData,
  type DataValues,
} from '../model/data';

export const LOADING_PLANS = 'Loading Plans... Please wait';

function selection(packages: readonly Package[], values: DataValues) {
  const pkg = packages.find((item) => String(item.id) === values.packageId);
  const plan = plansOf(pkg).find((item) => String(item.id) === values.planId);
  return { pkg, plan };
}

function DataFields({ packages, busy }: { packages: readonly Package[]; busy: boolean }) {
  const { values, setValues, setFieldValue } = useFormikContext<DataValues>();
  const { item, control } = useFormItem('network');
  const networks = dataNetworks(packages);
  const network = networks.find((choice) => choice.title === values.network);
  const { pkg, plan } = selection(packages, values);
  const plans = plansOf(pkg);

  // The plan belongs to the package and the amount is the plan's price: keep them in step.
  useEffect(() => {
    if (values.planId && !plan) void setFieldValue('planId', '');
    else if (values.amount !== planAmount(plan)) void setFieldValue('amount', planAmount(plan));
  }, [plan, values.planId, values.amount, setFieldValue]);

  return (
    <>
      <Form.Item {...item}>
        <PackageChoice
          {...control}
          label="Network"
          packages={networks}
          value={network?.id ?? null}
          disabled={busy}
          // Changing network resets package, plan and amount.
          onChange={(choice) =>
            void setValues({
              ...values,
              network: choice.title,
              packageId: '',
              planId: '',
              amount: '',
            })
          }
        />
      </Form.Item>
      <NativeSelectField
        name="packageId"
        label="Package"
        placeholder="Select a package"
        disabled={!network || busy}
        options={packagesOfNetwork(packages, values.network).map((choice) => ({
          value: String(choice.id),
          label: choice.title,
        }))}
      />
      {pkg?.description && (
        <Typography.Paragraph type="secondary">{pkg.description}</Typography.Paragraph>
      )}
      <NativeSelectField
        name="planId"
        label="Data Plan"
        placeholder="Select a data plan"
        disabled={!pkg || busy}
        options={planOptions(plans)}
      />
      <TextField name="amount" label="Amount" readOnly prefix="₦" inputMode="decimal" />
      <PhoneField />
      <PurchaseActions busy={busy} />
    </>
  );
}

/**
 * SPEC 2.3 Data: a network, then one of its packages, then a plan ('title at ₦amount') whose price
 * fills the read-only amount; a phone number; confirm. 200 shows the server's message in green and
 * clears plan and phone; 201 shows it in amber and keeps the form.
 */
export function DataForm() {
  const { data: packages = [], isFetching, error } = useGetPackagesQuery(CATEGORY_IDS.data);
  const [purchaseData] = usePurchaseDataMutation();
  const { outcome, busy, purchase, fail } = usePurchaseFlow(purchaseData);

  // SPEC 8: a failed package load is a popup with the server's message.
  useEffect(() => {
    if (error) fail([errorMessage(error)], { list: false });
  }, [error, fail]);

  const submit = async (values: DataValues, { resetForm }: FormikHelpers<DataValues>) => {
    const { pkg, plan } = selection(packages, values);
    if (!pkg || !plan) return;
    const request = toDataRequest(values, pkg, plan);
    const result = await purchase(request, {
      confirmContent: `${plan.title} for ${request.phone_number} at ${formatNaira(plan.amount)}.`,
    });
    if (result?.status === 200) {
      resetForm({ values: { ...values, planId: '', amount: '', phone: '' } });
    }
  };

  return (
    <Spin spinning={isFetching} description={LOADING_PLANS}>
      <Formik initialValues={dataInitialValues} validate={validateData} onSubmit={submit}>
        <FormikForm aria-label="Buy data" onInvalid={(message) => fail([message], { list: false })}>
          <OutcomeMessages outcome={outcome} />
          <DataFields packages={packages} busy={busy} />
        </FormikForm>
      </Formik>
    </Spin>
  );
}
