import { screen } from '@testing-library/react';
import { CATALOGUE_VALUE_MESSAGES, REASON_MESSAGES } from '@contract/rules';
import { renderWithProviders, setupUser } from '@/shared/lib/test';
import { EditValueDialog, type EditValue } from './EditValueDialog';

function setup(unit: 'naira' | 'percent', initial: number | null = null) {
  const saved: EditValue[] = [];
  renderWithProviders(
    <EditValueDialog
      title="Agent upgrade price"
      unit={unit}
      initial={initial}
      onSave={async (edit) => {
        saved.push(edit);
        return undefined;
      }}
      onClose={() => undefined}
    />,
  );
  const label = unit === 'naira' ? 'Amount in naira' : 'Percent';
  return { user: setupUser(), saved, field: () => screen.getByLabelText(label) };
}

const save = () => screen.getByRole('button', { name: 'Save' });

it('saves exactly the naira typed key by key', async () => {
  const { user, saved, field } = setup('naira');
  await user.type(field(), '1000.05');
  expect(field()).toHaveValue('1000.05');
  await user.click(save());
  expect(saved).toEqual([{ value: 1000.05, lossLeader: false, reason: '' }]);
});

it.each([
  ['-5', CATALOGUE_VALUE_MESSAGES.priceAboveZero],
  ['0', CATALOGUE_VALUE_MESSAGES.priceAboveZero],
  ['100.555', CATALOGUE_VALUE_MESSAGES.priceFormat],
])(
  'refuses a price of %s with a message, never turning it into another price',
  async (typed, message) => {
    const { user, saved, field } = setup('naira', 100);
    await user.clear(field());
    await user.type(field(), typed);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveValue(typed);
    expect(saved).toEqual([]);
  },
);

it('refuses a negative percentage, and a reason that says nothing', async () => {
  const { user, saved, field } = setup('percent');
  await user.type(field(), '-1');
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGUE_VALUE_MESSAGES.notNegative);
  await user.clear(field());
  await user.type(field(), '2.5');
  await user.type(screen.getByLabelText('Reason'), '  a ');
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent(REASON_MESSAGES.tooShort);
  expect(saved).toEqual([]);
});

it('warns of a jump of more than 20% and saves it only once confirmed: ₦400 to ₦1,000.05', async () => {
  const saved: EditValue[] = [];
  renderWithProviders(
    <EditValueDialog
      title="Normal price of MTN SME 500MB"
      unit="naira"
      initial={400}
      guard={{ cost: 280 }}
      onSave={async (edit) => {
        saved.push(edit);
        return undefined;
      }}
      onClose={() => undefined}
    />,
  );
  const user = setupUser();
  const field = screen.getByLabelText('Amount in naira');
  await user.clear(field);
  await user.type(field, '1000.05');
  expect(screen.getByText('₦400.00 to ₦1,000.05 is a change of +150.0%.')).toBeInTheDocument();
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Tick "Yes, change it by more than 20%" to save.',
  );
  expect(saved).toEqual([]);
  await user.click(screen.getByRole('checkbox', { name: 'Yes, change it by more than 20%' }));
  await user.click(save());
  expect(saved).toEqual([{ value: 1000.05, lossLeader: false, confirmJump: true, reason: '' }]);
});

it('warns of a price below the cost as it is typed', async () => {
  renderWithProviders(
    <EditValueDialog
      title="Normal price of MTN SME 500MB"
      unit="naira"
      initial={300}
      guard={{ cost: 280 }}
      lossLeader
      onSave={async () => undefined}
      onClose={() => undefined}
    />,
  );
  const user = setupUser();
  const field = screen.getByLabelText('Amount in naira');
  await user.clear(field);
  await user.type(field, '275');
  expect(screen.getByText('Below the cost of ₦280.00: every sale loses money.')).toBeVisible();
});
