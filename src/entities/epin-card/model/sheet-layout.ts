import type { PrintableCard } from './types';

/*
 * The A4 sheet: a page holds a fixed grid of cards, filled row by row, and the next card starts a
 * new page. Each choice fills A4 less its margins (194 x 281 mm) with cards of one size.
 */

export const CARDS_PER_PAGE_CHOICES = [12, 24, 40] as const;
export type CardsPerPage = (typeof CARDS_PER_PAGE_CHOICES)[number];

export interface SheetGrid {
  columns: number;
  rows: number;
}

export const SHEET_GRIDS: Readonly<Record<CardsPerPage, SheetGrid>> = {
  12: { columns: 3, rows: 4 }, // 64.7 x 70.3 mm a card
  24: { columns: 3, rows: 8 }, // 64.7 x 35.1 mm
  40: { columns: 4, rows: 10 }, // 48.5 x 28.1 mm
};

/** The cards page by page, `perPage` to a page (the last page may hold fewer). */
export function sheetPages(cards: readonly PrintableCard[], perPage: CardsPerPage) {
  const pages: PrintableCard[][] = [];
  for (let start = 0; start < cards.length; start += perPage)
    pages.push(cards.slice(start, start + perPage));
  return pages;
}
