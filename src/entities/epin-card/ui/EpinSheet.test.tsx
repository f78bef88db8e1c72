import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { CARDS_PER_PAGE_CHOICES } from '../model/sheet-layout';
import { groupPin, spokenPin } from '../model/pin';
import { SELLER, testCard, testCards } from '../model/test-cards';
import type { PrintableCard } from '../model/types';
import { EpinSheet } from './EpinSheet';
import { expectCardFaces } from './expect-card-faces';

const pagesOf = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-page]'),
];

describe('the A4 sheet', () => {
  it.each(CARDS_PER_PAGE_CHOICES)(
    'puts exactly %i cards on a page and starts a new page with the next',
    (perPage) => {
      const cards = testCards(perPage * 2 + 1);
      const { container } = render(
        <EpinSheet cards={cards} seller={SELLER} cardsPerPage={perPage} />,
      );
      const pages = pagesOf(container);
      expect(pages.map((page) => within(page).getAllByRole('listitem').length)).toEqual([
        perPage,
        perPage,
        1,
      ]);
      // the cards in order: the first of page 2 is the card after page 1's last
      expect(within(pages[1]!).getAllByRole('listitem')[0]).toHaveTextContent(
        cards[perPage]!.serial,
      );
    },
  );

  it('lays each choice out as its grid: 3 x 4, 3 x 8, 4 x 10', () => {
    const grids = CARDS_PER_PAGE_CHOICES.map((perPage) => {
      const { container, unmount } = render(
        <EpinSheet cards={testCards(1)} seller={SELLER} cardsPerPage={perPage} />,
      );
      const style = pagesOf(container)[0]!.style;
      const grid = `${style.getPropertyValue('--columns')}x${style.getPropertyValue('--rows')}`;
      unmount();
      return grid;
    });
    expect(grids).toEqual(['3x4', '3x8', '4x10']);
  });

  it("shows every card's grouped PIN, serial, value, loading code and seller", () => {
    const cards: PrintableCard[] = [
      ...testCards(4),
      testCard(4, { network: 'mtn', kind: 'data' }),
      testCard(5, { network: 'airtel', kind: 'data' }),
    ];
    render(<EpinSheet cards={cards} seller={SELLER} cardsPerPage={12} />);
    const faces = screen.getAllByRole('listitem');
    expectCardFaces(faces, cards, SELLER);
    // the codes themselves, as the table in model/loading-codes.ts gives them
    expect(within(faces[0]!).getByText('Dial *311*PIN#')).toBeInTheDocument();
    expect(within(faces[4]!).getByText('Dial *460*6*1#, then enter the PIN')).toBeInTheDocument();
    expect(
      within(faces[5]!).getByText('Call the seller below to load this PIN'),
    ).toBeInTheDocument();
  });

  it("shows a data card's plan name and an airtime card without one", () => {
    render(
      <EpinSheet
        cards={[
          testCard(0, { network: 'glo', kind: 'data', planName: 'Glo 1GB - 30 Days' }),
          testCard(1),
        ]}
        seller={SELLER}
        cardsPerPage={24}
      />,
    );
    const [data, airtime] = screen.getAllByRole('listitem');
    expect(within(data!).getByText('Glo 1GB - 30 Days')).toBeInTheDocument();
    expect(within(data!).getByText('Data')).toBeInTheDocument();
    expect(within(airtime!).getByText('Airtime')).toBeInTheDocument();
    expect(within(airtime!).queryByText(/1GB/)).toBeNull();
  });

  it("shows each network's name in its colours", () => {
    render(<EpinSheet cards={testCards(4)} seller={SELLER} cardsPerPage={12} />);
    const faces = screen.getAllByRole('listitem');
    expect(faces.map((face) => face.querySelector('.network')?.textContent)).toEqual([
      'MTN',
      'Glo',
      'Airtel',
      '9mobile',
    ]);
    expect(faces[0]!.style.getPropertyValue('--brand')).toBe('#ffcc00');
  });

  it('is one labelled list of cards, each read out by its fields, the PIN a character at a time', async () => {
    const cards = testCards(13);
    const { container } = render(<EpinSheet cards={cards} seller={SELLER} cardsPerPage={12} />);
    const list = screen.getByRole('list', { name: '13 e-PIN cards from Ade, "Best" Phones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(13);
    const first = within(within(list).getAllByRole('listitem')[0]!);
    expect(first.getByText('PIN').tagName).toBe('DT');
    expect(first.getByText(spokenPin(cards[0]!.pin))).toBeInTheDocument();
    expect(first.getByText(groupPin(cards[0]!.pin))).toHaveAttribute('aria-hidden', 'true');
    // colour contrast needs a layout engine (the brand table's own test checks it)
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('keeps PINs out of the console and of browser storage', () => {
    const calls = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      jest.spyOn(console, method),
    );
    const cards = testCards(3);
    render(<EpinSheet cards={cards} seller={SELLER} cardsPerPage={12} />);
    const logged = JSON.stringify(calls.flatMap((spy) => spy.mock.calls));
    for (const card of cards) expect(logged).not.toContain(card.pin);
    expect(window.localStorage).toHaveLength(0);
    expect(window.sessionStorage).toHaveLength(0);
    expect(window.location.href).not.toContain(cards[0]!.pin);
    calls.forEach((spy) => spy.mockRestore());
  });
});
