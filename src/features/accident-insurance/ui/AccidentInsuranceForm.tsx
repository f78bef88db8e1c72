import { Form, Typography } from 'antd';
import { useFormikContext } from 'formik';
import type { AccidentInsurancePurchaseRequest } from '@contract/services/accident-insurance';
import { formatNaira } from '@contract/format';
import {
  PackageChoice,
  planOptions,
  plansOf,
  useGetPackagesQuery,
  findPackage,
  chargeText,
} from '@/entities/package';
import type { Package } from '@contract/api';
import { CATEGORY_IDS } from '@contract/constants';
import { choiceLabelOf } from '@contract/services/package-choice';
import { NativeSelectField, PhoneField, TextField, useFormItem } from '@/shared/ui/form';
import { PurchaseForm, type PurchaseShell } from '@/shared/ui/purchase';
import { usePurchaseAccidentInsuranceMutation } from '../api/accidentInsuranceApi';
import {
  accidentInsuranceInitialValues,
  fillAccidentInsurance,
  findPlan,
  toAccidentInsuranceRequest,
  validateAccidentInsurance,
  withProvider,
  type AccidentInsuranceValues,
} from '../model/accident-insurance';

export const LOADING_COVERS = 'Loading Covers... Please wait';

function AccidentInsuranceFields({ packages, busy }: PurchaseShell) {
  const { values, setValues } = useFormikContext<AccidentInsuranceValues>();
  const { item: providerItem } = useFormItem('packageId');
  const provider = findPackage(packages, values.packageId);
  const plan = findPlan(provider, values.planId);

  return (
    <>
      <Form.Item {...providerItem}>
        <PackageChoice
          label={choiceLabelOf('accidentInsurance')}
          packages={packages}
          value={provider?.id ?? null}
          disabled={busy}
          onChange={(pkg) => void setValues(withProvider(values, pkg.id))}
        />
      </Form.Item>
      <NativeSelectField
        name="planId"
        label="Cover"
        placeholder="Select a cover"
        disabled={!provider || busy}
        options={planOptions(plansOf(provider))}
      />
      {provider?.description && (
        <Typography.Paragraph type="secondary">{provider.description}</Typography.Paragraph>
      )}
      <TextField
        name="fullName"
        label="Full Name of the Insured"
        extra="As on their ID: the certificate is issued in this name"
        autoComplete="name"
      />
      <PhoneField />
      <TextField
        name="dateOfBirth"
        label="Date of Birth"
        type="date"
        extra="The insured must be 18 to 70 years old"
      />
      <TextField name="address" label="Home Address" autoComplete="street-address" />
      <TextField name="occupation" label="Occupation" autoComplete="organization-title" />
      <TextField name="nextOfKinName" label="Next of Kin's Full Name" autoComplete="off" />
      <TextField
        name="nextOfKinPhone"
        label="Next of Kin's Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      {plan && <Typography.Paragraph>Price: {formatNaira(plan.amount)}</Typography.Paragraph>}
    </>
  );
}

function order(values: AccidentInsuranceValues, packages: readonly Package[]) {
  const provider = findPackage(packages, values.packageId);
  const plan = findPlan(provider, values.planId);
  if (!provider || !plan) return undefined;
  const request = toAccidentInsuranceRequest(values, provider, plan);
  return {
    request,
    charge: plan.amount,
    confirmContent: `${plan.title} for ${request.full_name}. You will be charged ${formatNaira(plan.amount)}.`,
  };
}

function preview(values: AccidentInsuranceValues, packages: readonly Package[]) {
  const plan = findPlan(findPackage(packages, values.packageId), values.planId);
  return plan ? chargeText(plan.amount) : undefined;
}

/**
 * Personal accident insurance: choose the cover, give the insured person's details and their next
 * of kin, confirm. The result panel shows the outcome and the certificate's link; dismissing it
 * keeps the cover and clears the person, ready for the next one.
 */
export function AccidentInsuranceForm() {
  const packages = useGetPackagesQuery(CATEGORY_IDS.accidentInsurance);
  const [purchaseAccidentInsurance] = usePurchaseAccidentInsuranceMutation();
  return (
    <PurchaseForm<AccidentInsuranceValues, AccidentInsurancePurchaseRequest>
      fill={fillAccidentInsurance}
      label="Buy insurance"
      packages={packages}
      loadingText={LOADING_COVERS}
      initialValues={accidentInsuranceInitialValues}
      validate={(values) => validateAccidentInsurance(values)}
      send={purchaseAccidentInsurance}
      order={order}
      chargePreview={preview}
      nextValues={(values) => ({
        ...accidentInsuranceInitialValues,
        packageId: values.packageId,
        planId: values.planId,
      })}
    >
      {(shell) => <AccidentInsuranceFields {...shell} />}
    </PurchaseForm>
  );
}
