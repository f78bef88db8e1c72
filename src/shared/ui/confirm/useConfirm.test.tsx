import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../lib/test';
import { useConfirm } from './useConfirm';

function Probe() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={() => void confirm().then((yes) => setAnswer(yes ? 'yes' : 'no'))}>
        Buy
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('useConfirm', () => {
  it("asks 'Are you sure you want to proceed?' with Yes in #077491 and No in #ff7674, both readable", async () => {
    renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Are you sure you want to proceed?',
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveStyle({ background: '#077491' });
    expect(screen.getByRole('button', { name: 'No' })).toHaveStyle({
      background: '#ff7674',
      color: '#1f1f1f',
    });
  });

  it('resolves true on Yes and false on No', async () => {
    renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('yes'));

    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('no'));
  });
});
