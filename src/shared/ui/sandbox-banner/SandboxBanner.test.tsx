import { render, screen } from '@testing-library/react';
import { SandboxBanner } from './SandboxBanner';

it('tells every visitor of a sandbox server that no real money moves', () => {
  render(<SandboxBanner sandbox />);
  expect(screen.getByRole('note')).toHaveTextContent('Sandbox: no real money moves');
});

it('shows nothing on a live server, the default when the page carries no settings', () => {
  const { container } = render(<SandboxBanner />);
  expect(container).toBeEmptyDOMElement();
});
