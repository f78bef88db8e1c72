import type { CSSProperties } from 'react';
import { SHEET_GRIDS, sheetPages, type CardsPerPage } from '../model/sheet-layout';
import { cardKey, cardListLabel } from '../model/list-label';
import type { PrintableCard, Seller } from '../model/types';
import { EpinCardFace } from './EpinCardFace';
import styles from './epin-sheet.module.css';

/**
 * The batch on A4 pages, 12, 24 or 40 cards to a page with cut lines between them; each page is
 * a page of paper when printed (epin-sheet.module.css). On screen it is the same pages, to check
 * before printing. One list of cards for assistive technology, whatever the pages.
 */
export function EpinSheet({
  cards,
  seller,
  cardsPerPage,
}: {
  cards: readonly PrintableCard[];
  seller: Seller;
  cardsPerPage: CardsPerPage;
}) {
  const grid = SHEET_GRIDS[cardsPerPage];
  const gridSize = { '--columns': grid.columns, '--rows': grid.rows } as CSSProperties;
  const pages = sheetPages(cards, cardsPerPage);
  return (
    <div
      role="list"
      aria-label={cardListLabel(cards, seller)}
      className={styles.sheet}
      data-cards-per-page={cardsPerPage}
    >
      {pages.map((page, index) => (
        <div
          // a page is where its cards fall, not an item of its own: its position is its identity
          key={index}
          className={styles.page}
          style={gridSize}
          data-page={index + 1}
        >
          {page.map((card) => (
            <EpinCardFace key={cardKey(card)} card={card} seller={seller} classes={styles} />
          ))}
        </div>
      ))}
    </div>
  );
}
