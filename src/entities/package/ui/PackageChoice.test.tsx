import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PackageChoice, type PackageChoiceItem } from './PackageChoice';

const networks: PackageChoiceItem[] = [
  { id: 1, title: 'MTN', image: '/mtn.svg' },
  { id: 2, title: 'GLO', image: '/glo.svg' },
  { id: 3, title: '9MOBILE', image: '/9mobile.svg' },
];

function Harness({ disabled = false, onChange = jest.fn() }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <PackageChoice
      label="Network"
      packages={networks}
      value={value}
      disabled={disabled}
      onChange={(pkg) => {
        setValue(pkg.id);
        onChange(pkg);
      }}
    />
  );
}

it('is a labelled radio group of logo tiles', () => {
  render(<Harness />);
  const group = screen.getByRole('radiogroup', { name: 'Network' });
  expect(group).toBeInTheDocument();
  const radios = screen.getAllByRole('radio');
  expect(radios.map((radio) => radio.textContent)).toEqual(['MTN', 'GLO', '9MOBILE']);
  expect(radios.every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
  expect(document.querySelector('img')).toHaveAttribute('alt', '');
});

it('chooses by click and moves the choice with the arrow keys', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await user.click(screen.getByRole('radio', { name: 'GLO' }));
  expect(screen.getByRole('radio', { name: 'GLO' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('radio', { name: 'GLO' }).tabIndex).toBe(0);
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '9MOBILE' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('radio', { name: '9MOBILE' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'MTN' })).toHaveAttribute('aria-checked', 'true');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('radio', { name: '9MOBILE' })).toHaveAttribute('aria-checked', 'true');
  expect(onChange.mock.calls.map(([pkg]) => (pkg as PackageChoiceItem).id)).toEqual([2, 3, 1, 3]);
});

it('ignores choices while disabled', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Harness disabled onChange={onChange} />);
  await user.click(screen.getByRole('radio', { name: 'MTN' }));
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByRole('radio', { name: 'MTN' })).toHaveAttribute('aria-disabled', 'true');
});
