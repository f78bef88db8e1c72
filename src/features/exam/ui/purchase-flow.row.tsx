/*
 * How the shared purchase-flow suite (src/pages/service/ui/purchase-flow-cases.tsx) fills this
 * service's form validly and what its request then carries. Test support only.
 */
import { screen } from '@testing-library/react';
import {
  PHONE,
  phoneChange,
  type PurchaseFlowRow,
  SAMPLE_PACKAGES,
  typePhone,
} from '@/shared/lib/test';
import { ExamForm } from './ExamForm';

export const purchaseFlowRow: PurchaseFlowRow = {
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
};
