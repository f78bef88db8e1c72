import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/test';
import { RegisterForm } from './RegisterForm';
import { choose } from './testing';

it('timing', async () => {
  const user = userEvent.setup({ delay: null });
  let t = Date.now();
  renderWithProviders(<RegisterForm />);
  console.log('render', Date.now() - t); t = Date.now();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  console.log('type3', Date.now() - t); t = Date.now();
  await user.type(screen.getByLabelText('Email address'), 'ada.obi@example.com');
  console.log('type19', Date.now() - t); t = Date.now();
  await user.click(screen.getByLabelText('Last name'));
  await user.paste('Obi');
  console.log('paste', Date.now() - t); t = Date.now();
  await choose(user, 'How did you hear about us?', 'Twitter');
  console.log('choose', Date.now() - t); t = Date.now();
}, 30000);
