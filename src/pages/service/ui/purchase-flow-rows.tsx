/*
 * How each service's form is filled validly and what its purchase request then carries: the rows
 * of the shared purchase-flow suite (purchase-flow-cases.tsx). A service in the registry without a
 * row here fails the typecheck. Test support only: never imported by application code.
 */
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Package, Transaction, VerificationContent } from '@contract/api';
import type { ServiceKey } from '@contract/services';
import { apiUrl, enterText, mswServer, SAMPLE_PACKAGES } from '@/shared/lib/test';
import { AccidentInsuranceForm } from '@/features/accident-insurance';
import { AirtimeForm } from '@/features/airtime';
import { AirtimeToCashForm } from '@/features/airtime-to-cash';
import { CableForm } from '@/features/cable';
import { DataForm } from '@/features/data';
import { ElectricityForm } from '@/features/electricity';
import { ExamForm } from '@/features/exam';
import { InternetDataForm } from '@/features/internet-data';
import { SmsForm } from '@/features/sms';

export interface PurchaseFlowRow {
  Form: ComponentType;
  /** what get-package/<the service's category>/ answers */
  packages: Package[];
  /** the endpoint the form posts its purchase to */
  path: string;
  /** the form's submit button */
  submit: string;
  /** the transaction a purchase answer carries, where the service's result needs more */
  transaction?: Partial<Transaction>;
  /** answers the form's other reads (a verification) */
  serve?: () => void;
  /** fills the form validly, ready for its submit button */
  fill: (user: UserEvent) => Promise<void>;
  /** the purchase request that filling sends, without the PIN */
  request: Record<string, unknown>;
  /** what the confirmation says about this purchase */
  confirmText: string;
  /** a field that keeps its value under a pending answer and after No */
  kept: { label: string; value: string };
  /** a field edited to change the request, and what the changed request then carries */
  change: { label: string; value: string; request: Record<string, unknown> };
}

const PHONE = '08031234567';
const OTHER_PHONE = '08051234567';

const phoneChange = (request: Record<string, unknown> = { phone_number: OTHER_PHONE }) => ({
  label: 'Phone Number',
  value: OTHER_PHONE,
  request,
});

/** verify-<what>/ answers `content` for any number. */
const serveVerification = (path: string, content: VerificationContent) => () =>
  mswServer.use(http.get(apiUrl(path), () => HttpResponse.json({ data: { content } })));

const typePhone = (user: UserEvent) =>
  enterText(user, screen.getByLabelText('Phone Number'), PHONE);

export const PURCHASE_FLOW_ROWS = {
  airtime: {
    Form: AirtimeForm,
    packages: [SAMPLE_PACKAGES.mtnAirtime],
    path: 'purchase-airtime/',
    submit: 'Confirm Purchase',
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: 'MTN' }));
      // typed key by key: the amount field reads each keystroke
      await user.type(screen.getByLabelText('Amount'), '100');
      await typePhone(user);
    },
    request: { network: 'MTN', phone_number: PHONE, amount: 100, package_id: 11 },
    confirmText: `₦100.00 MTN airtime for ${PHONE}. You will be charged ₦98.00.`,
    kept: { label: 'Amount', value: '100' },
    change: phoneChange(),
  },
  data: {
    Form: DataForm,
    packages: [SAMPLE_PACKAGES.mtnSmeData],
    path: 'purchase-data/',
    submit: 'Confirm Purchase',
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: 'MTN' }));
      await user.selectOptions(screen.getByLabelText('Package'), 'MTN SME');
      await user.selectOptions(
        screen.getByLabelText('Data Plan'),
        'MTN SME 1GB - 30 Days at ₦260.00',
      );
      await typePhone(user);
    },
    request: {
      service_providers: 'MTN',
      data_plan: 'MTN SME 1GB - 30 Days',
      phone: PHONE,
      amt: 260,
      package_id: 21,
      variation_code: 'mtn-sme-1gb',
      phone_number: PHONE,
    },
    confirmText: `MTN SME 1GB - 30 Days for ${PHONE} at ₦260.00.`,
    kept: { label: 'Amount', value: '260.00' },
    change: phoneChange({ phone: OTHER_PHONE, phone_number: OTHER_PHONE }),
  },
  internetData: {
    Form: InternetDataForm,
    packages: [SAMPLE_PACKAGES.smile],
    path: 'purchase-internet-data/',
    submit: 'Confirm Purchase',
    serve: serveVerification('verify-card/:packageId/:number/', {
      Customer_Name: 'TEST SMILE SUBSCRIBER',
    }),
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: 'SMILE' }));
      await enterText(user, screen.getByLabelText('Smile Phone Number or E-mail'), '08011111111');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findByText('TEST SMILE SUBSCRIBER');
      await user.selectOptions(
        screen.getByLabelText('Bundle'),
        'Smile 2GB MidNite - 7 Days at ₦1,005.00',
      );
      await typePhone(user);
    },
    request: { package_id: 50, variation_code: '413', account: '08011111111', phone_number: PHONE },
    confirmText:
      'Smile 2GB MidNite - 7 Days for TEST SMILE SUBSCRIBER (08011111111). You will be charged ₦1,005.00.',
    kept: { label: 'Phone Number', value: PHONE },
    change: phoneChange(),
  },
  cable: {
    Form: CableForm,
    packages: [SAMPLE_PACKAGES.dstv],
    path: 'purchase-cable/',
    submit: 'Confirm Purchase',
    serve: serveVerification('verify-card/:packageId/:number/', {
      Customer_Name: 'TEST CUSTOMER',
      Customer_Number: '8061522780',
      Current_Bouquet: 'DStv Compact',
      Current_Bouquet_Code: 'dstv79',
      Renewal_Amount: 19000,
    }),
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: 'DSTV' }));
      await enterText(user, screen.getByLabelText('Smart Card / IUC Number'), '1212121212');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findByText('TEST CUSTOMER');
      await user.click(screen.getByRole('radio', { name: 'Renew' }));
      await typePhone(user);
    },
    request: {
      package_id: 31,
      variation_code: 'dstv79',
      plan_name: 'DStv Compact',
      amount: 19000,
      smart_no: '1212121212',
      subscription_type: 'renew',
      phone_number: PHONE,
    },
    confirmText: 'DStv Compact for 1212121212: ₦19,000.00',
    kept: { label: 'Phone Number', value: PHONE },
    change: phoneChange(),
  },
  electricity: {
    Form: ElectricityForm,
    packages: [SAMPLE_PACKAGES.ikejaElectric],
    path: 'purchase-electricity/',
    submit: 'Confirm Purchase',
    transaction: { id: 41, amount: 990, token: '1234-5678-9012-3456-7890' },
    serve: serveVerification('verify-meter-number/:packageId/:meterNo/:meterType/', {
      Customer_Name: 'TEST CUSTOMER',
      Address: '12 Allen Avenue, Ikeja',
      Meter_Number: '45012345678',
      Minimum_Amount: 500,
      Meter_Type: 'PREPAID',
    }),
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: 'Ikeja Electric' }));
      await user.click(screen.getByRole('radio', { name: 'Prepaid' }));
      await enterText(user, screen.getByLabelText('Meter Number'), '45012345678');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findByText('TEST CUSTOMER');
      await enterText(user, screen.getByLabelText('Amount'), '1000');
      await typePhone(user);
    },
    request: {
      package_id: 41,
      billersCode: '45012345678',
      variation_code: 'prepaid',
      service_id: 'IKEDC-Ikeja Electric',
      amount: 1000,
      phone_number: PHONE,
      meter_no: '45012345678',
      meter_type: 'prepaid',
    },
    confirmText:
      '₦1,000.00 of Ikeja Electric electricity for meter 45012345678. You will be charged ₦990.00.',
    kept: { label: 'Amount', value: '1000' },
    change: phoneChange(),
  },
  exam: {
    Form: ExamForm,
    packages: [SAMPLE_PACKAGES.waec],
    path: 'purchase-exam-pins/',
    submit: 'Confirm Purchase',
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: 'WAEC' }));
      await user.selectOptions(screen.getByLabelText('Plan'), 'WAEC Result Checker at ₦3,500.00');
      await typePhone(user);
    },
    // a WAEC purchase carries no profile_id
    request: { package_id: 31, variation_code: 'waecdirect', phone_number: PHONE },
    confirmText: `WAEC Result Checker for ${PHONE} at ₦3,500.00.`,
    kept: { label: 'Amount', value: '3500.00' },
    change: phoneChange(),
  },
  accidentInsurance: {
    Form: AccidentInsuranceForm,
    packages: [SAMPLE_PACKAGES.personalAccident],
    path: 'purchase-accident-insurance/',
    submit: 'Confirm Purchase',
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: 'Personal Accident' }));
      await user.selectOptions(
        screen.getByLabelText('Cover'),
        'Accident Cover Option A - 1 Year at ₦2,475.00',
      );
      await enterText(user, screen.getByLabelText('Full Name of the Insured'), 'Adaeze Okafor');
      await typePhone(user);
      await user.type(screen.getByLabelText('Date of Birth'), '1990-05-01');
      await enterText(user, screen.getByLabelText('Home Address'), '12 Allen Avenue, Ikeja');
      await enterText(user, screen.getByLabelText('Occupation'), 'Trader');
      await enterText(user, screen.getByLabelText("Next of Kin's Full Name"), 'Ngozi Okafor');
      await enterText(user, screen.getByLabelText("Next of Kin's Phone Number"), '08021234567');
    },
    request: {
      package_id: 80,
      variation_code: 'option-a',
      full_name: 'Adaeze Okafor',
      phone_number: PHONE,
      address: '12 Allen Avenue, Ikeja',
      date_of_birth: '1990-05-01',
      occupation: 'Trader',
      next_of_kin_name: 'Ngozi Okafor',
      next_of_kin_phone: '08021234567',
    },
    confirmText:
      'Accident Cover Option A - 1 Year for Adaeze Okafor. You will be charged ₦2,475.00.',
    kept: { label: 'Occupation', value: 'Trader' },
    change: phoneChange(),
  },
  airtimeToCash: {
    Form: AirtimeToCashForm,
    packages: [SAMPLE_PACKAGES.mtnAirtimeToCash],
    path: 'convert-airtime-to-cash/',
    submit: 'Confirm',
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: 'MTN' }));
      await enterText(user, screen.getByLabelText('Phone Number Transferred From'), PHONE);
      await enterText(user, screen.getByLabelText('Amount Transferred'), '5001');
    },
    request: {
      package_id: 21,
      phone_number: PHONE,
      amount_transferred: 5001,
      amount_to_receive: 4101,
    },
    confirmText: `₦5,001.00 of MTN airtime from ${PHONE}. You will receive ₦4,101.00 once we confirm the transfer.`,
    kept: { label: 'Amount Transferred', value: '5001' },
    change: {
      label: 'Phone Number Transferred From',
      value: OTHER_PHONE,
      request: { phone_number: OTHER_PHONE },
    },
  },
  sms: {
    Form: SmsForm,
    packages: [SAMPLE_PACKAGES.bulkSms],
    path: 'send-sms/',
    submit: 'Send SMS',
    fill: async (user) => {
      await screen.findByText('Rate: ₦3.50 per SMS page per recipient');
      await enterText(user, screen.getByLabelText('Sender Name'), 'NairaTop');
      await enterText(user, screen.getByLabelText('Recipients'), PHONE);
      await enterText(user, screen.getByLabelText('Message'), 'Hello');
    },
    request: { package_id: 40, sender_name: 'NairaTop', recipients: PHONE, message: 'Hello' },
    confirmText: 'Total cost: ₦3.50 (1 recipient × 1 page × ₦3.50)',
    kept: { label: 'Message', value: 'Hello' },
    change: { label: 'Recipients', value: OTHER_PHONE, request: { recipients: OTHER_PHONE } },
  },
} satisfies Record<ServiceKey, PurchaseFlowRow>;
