import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupUser } from '@/shared/lib/test';
import type { RequestError } from '@/shared/api';
import { REASON_MESSAGES } from '@contract/rules';
import { REASON_REQUIRED, ReasonDialog } from './ReasonDialog';

type Answer = { data: { message: string } } | { error: RequestError };

function setup(answers: Answer[]) {
  const sent: { reason: string; key: string }[] = [];
  const done = jest.fn();
  renderWithProviders(
    <ReasonDialog
      open
      title="Refund this purchase"
      explanation="Fails the purchase and puts the full charge back in the customer's wallet."
      okText="Refund"
      danger
      onSubmit={async (reason, key) => {
        sent.push({ reason, key });
        return answers.shift() ?? { data: { message: 'done' } };
      }}
      onDone={done}
      onCancel={() => undefined}
    />,
  );
  return { user: setupUser(), sent, done };
}

const refund = () => screen.getByRole('button', { name: 'Refund' });

it('sends nothing without a reason and says why', async () => {
  const { user, sent } = setup([]);
  await user.click(refund());
  expect(await screen.findByRole('alert')).toHaveTextContent(REASON_REQUIRED);
  expect(sent).toEqual([]);
});

it('sends nothing for a reason of one letter between spaces', async () => {
  const { user, sent } = setup([]);
  await user.type(screen.getByLabelText('Reason'), '  a ');
  await user.click(refund());
  expect(await screen.findByRole('alert')).toHaveTextContent(REASON_MESSAGES.tooShort);
  expect(sent).toEqual([]);
});

it('keeps the key after a lost answer, and takes a new one after a refusal', async () => {
  const { user, sent, done } = setup([
    { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
    { error: { status: 409, data: { message: 'Already refunded.', errors: [], data: {} } } },
    { data: { message: 'Refunded ₦995.00 to the wallet.' } },
  ]);
  await user.type(screen.getByLabelText('Reason'), '  provider never delivered  ');
  await user.click(refund());
  expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  await user.click(refund());
  expect(await screen.findByRole('alert')).toHaveTextContent('Already refunded.');
  await user.click(refund());
  await waitFor(() =>
    expect(done).toHaveBeenCalledWith('Refunded ₦995.00 to the wallet.', {
      message: 'Refunded ₦995.00 to the wallet.',
    }),
  );

  expect(sent.map((s) => s.reason)).toEqual(Array(3).fill('provider never delivered'));
  // the retry after no answer is the same request; after a definite answer it is a new one
  expect(sent[1]!.key).toBe(sent[0]!.key);
  expect(sent[2]!.key).not.toBe(sent[1]!.key);
});
