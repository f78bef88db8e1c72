/*
 * How the shared purchase-flow suite (src/pages/service/ui/purchase-flow-cases.tsx) fills this
 * service's form validly and what its request then carries. Test support only.
 */
import { screen } from '@testing-library/react';
import {
  enterText,
  PHONE,
  phoneChange,
  type PurchaseFlowRow,
  serveVerification,
  typePhone,
} from '@/shared/lib/test';
import { BettingForm } from './BettingForm';

export const purchaseFlowRow: PurchaseFlowRow = {
  Form: BettingForm,
  packages: [
    {
      id: 90,
      title: 'Bet9ja',
      image: '/media/logos/bet9ja.svg',
      description: 'Fund your Bet9ja account',
      network_type: null,
      service_id: 'bet9ja',
      products: { discount: 0.5 },
    },
  ],
  path: 'purchase-betting/',
  submit: 'Confirm Purchase',
  serve: serveVerification('verify-card/:packageId/:number/', { Customer_Name: 'ADA OBI' }),
  fill: async (user) => {
    await user.click(await screen.findByRole('radio', { name: 'Bet9ja' }));
    await enterText(user, screen.getByLabelText('Customer ID'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('ADA OBI');
    // typed key by key: the amount field reads each keystroke
    await user.type(screen.getByLabelText('Amount'), '1000.05');
    await typePhone(user);
  },
  request: { package_id: 90, customer_id: '1234567', amount: 1000.05, phone_number: PHONE },
  confirmText: "₦1,000.05 into ADA OBI's Bet9ja account (1234567). You will be charged ₦995.05.",
  kept: { label: 'Customer ID', value: '1234567' },
  change: phoneChange(),
};
