import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { popupTexts, renderWithProviders } from '../../lib/test';
import { OutcomeMessages } from './OutcomeMessages';
import { useOutcome } from './useOutcome';

function Probe() {
  const { outcome, start, succeed, fail } = useOutcome();
  return (
    <>
      <button onClick={() => succeed('Airtime sent', { status: 200 })}>ok</button>
      <button onClick={() => succeed('Transaction is processing', { status: 201 })}>pending</button>
      <button onClick={() => fail(['Insufficient balance', 'Try later'])}>fail</button>
      <button onClick={start}>again</button>
      <button onClick={() => succeed('Bonus transferred', { toast: true })}>toast</button>
      <OutcomeMessages outcome={outcome} />
    </>
  );
}

describe('useOutcome', () => {
  it('shows a 200 message as success and a 201 message as pending', async () => {
    renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Airtime sent');
    expect(document.querySelector('[data-notice="success"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'pending' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Transaction is processing');
    expect(document.querySelector('[data-notice="warning"]')).not.toBeNull();
    expect(document.querySelector('[data-notice="success"]')).toBeNull();
  });

  it('pops up each error, lists them on the page, and clears them at the next attempt', async () => {
    renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    const list = screen.getByRole('list', { name: 'Errors' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Insufficient balance', 'Try later']);
    expect(await screen.findAllByText('Insufficient balance')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(screen.queryByRole('list', { name: 'Errors' })).not.toBeInTheDocument();
  });

  it("closes the previous attempt's toasts when a new outcome arrives", async () => {
    renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    await waitFor(() => expect(popupTexts()).toEqual(['Insufficient balance', 'Try later']));

    await userEvent.click(screen.getByRole('button', { name: 'toast' }));
    await waitFor(() => expect(popupTexts()).toEqual(['Bonus transferred']));
  });
});
