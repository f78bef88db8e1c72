import { render, screen, within } from '@testing-library/react';
import { SELLER, testCard, testCards } from '../model/test-cards';
import { EpinThermal } from './EpinThermal';
import { expectCardFaces } from './expect-card-faces';

describe('the thermal roll', () => {
  it('lists every card, in order, with its grouped PIN, serial, value, loading code and seller', () => {
    const cards = [...testCards(5), testCard(5, { network: 'mtn', kind: 'data' })];
    render(<EpinThermal cards={cards} seller={SELLER} />);
    const list = screen.getByRole('list', { name: '6 e-PIN cards from Ade, "Best" Phones' });
    const faces = within(list).getAllByRole('listitem');
    expectCardFaces(faces, cards, SELLER);
    expect(within(faces[5]!).getByText('MTN 1GB - 30 Days')).toBeInTheDocument();
  });

  it('says one card, not one cards', () => {
    render(<EpinThermal cards={testCards(1)} seller={SELLER} />);
    expect(
      screen.getByRole('list', { name: '1 e-PIN card from Ade, "Best" Phones' }),
    ).toBeInTheDocument();
  });
});
