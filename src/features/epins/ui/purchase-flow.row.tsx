/*
 * How the shared purchase-flow suite (src/pages/service/ui/purchase-flow-cases.tsx) fills this
 * service's form validly and what its request then carries. Test support only.
 */
import { screen } from '@testing-library/react';
import { enterText, type PurchaseFlowRow, SAMPLE_PACKAGES } from '@/shared/lib/test';
import { EpinsForm } from './EpinsForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: EpinsForm,
  packages: [SAMPLE_PACKAGES.mtnRechargeCards, SAMPLE_PACKAGES.gloRechargeCards],
  path: 'purchase-recharge-cards/',
  submit: 'Buy cards',
  transaction: { result: { epin_batch_id: 5, epin_cards: { asked: 24, delivered: 24 } } },
  fill: async (user) => {
    await user.click(await screen.findByRole('radio', { name: 'MTN' }));
    await user.selectOptions(
      screen.getByLabelText('Card value'),
      'MTN ₦100 recharge card at ₦98.00',
    );
    await enterText(user, screen.getByLabelText('Quantity'), '24');
  },
  request: { package_id: 120, variation_code: '100', quantity: 24 },
  confirmText: 'MTN ₦100 recharge card × 24 at ₦98.00 each: ₦2,352.00.',
  kept: { label: 'Quantity', value: '24' },
  change: { label: 'Quantity', value: '30', request: { quantity: 30 } },
};
