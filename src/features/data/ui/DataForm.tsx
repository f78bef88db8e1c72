import { useEffect } from 'react';
import { Form, Typography } from 'antd';
import { useFormikContext } from 'formik';
import {
  PackageChoice,
  planAmount,
  planOptions,
  plansOf,
  useGetPackagesQuery,
} from '@/entities/package';
import { NetworkStatusStrip } from '@/entities/network-status';
import type { Package } from '@contract/api';
import type { DataPurchaseRequest } from '@contract/services/data';
import { CATEGORY_IDS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { packagesOfNetwork, networkTiles, choiceLabelOf } from '@contract/services/package-choice';
import { NativeSelectField, PhoneField, TextField, useFormItem } from '@/shared/ui/form';
import { PurchaseForm, type PurchaseShell } from '@/shared/ui/purchase';
import { usePurchaseDataMutation } from '../api/dataApi';
import {
  dataInitialValues,
  toDataRequest,
  validateData,
  type DataValues,
  fillData,
} from '../model/data';

export const LOADING_PLANS = 'Loading Plans... Please wait';

function selection(packages: readonly Package[], values: DataValues) {
  const pkg = packages.find((item) => String(item.id) === values.packageId);
  const plan = plansOf(pkg).find((item) => String(item.id) === values.planId);
  return { pkg, plan };
}

function DataFields({ packages, busy }: PurchaseShell) {
  const { values, setValues, setFieldValue } = useFormikContext<DataValues>();
  const { item, control } = useFormItem('network');
  const networks = networkTiles(packages);
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
          label={choiceLabelOf('data')}
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
      <NetworkStatusStrip packageId={pkg?.id} />
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
    </>
  );
}

function order(values: DataValues, packages: readonly Package[]) {
  const { pkg, plan } = selection(packages, values);
  if (!pkg || !plan) return undefined;
  const request = toDataRequest(values, pkg, plan);
  return {
    request,
    charge: plan.amount,
    confirmContent: `${plan.title} for ${request.phone_number} at ${formatNaira(plan.amount)}.`,
  };
}

/**
 * Data: a network, then one of its packages, then a plan ('title at ₦amount') whose price fills
 * the read-only amount; a phone number; confirm. Dismissing the result clears plan and phone.
 */
export function DataForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.data);
  const [purchaseData] = usePurchaseDataMutation();
  return (
    <PurchaseForm<DataValues, DataPurchaseRequest>
      fill={fillData}
      label="Buy data"
      packages={packages}
      loadingText={LOADING_PLANS}
      initialValues={dataInitialValues}
      validate={validateData}
      send={purchaseData}
      order={order}
      nextValues={(values) => ({ ...values, planId: '', amount: '', phone: '' })}
    >
      {(shell) => <DataFields {...shell} />}
    </PurchaseForm>
  );
}
