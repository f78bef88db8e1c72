import { cardKey, cardListLabel } from '../model/list-label';
import type { PrintableCard, Seller } from '../model/types';
import { EpinCardFace } from './EpinCardFace';
import styles from './epin-thermal.module.css';

/**
 * The batch for a 58 mm POS printer: one card after another down the roll, the PIN large, in
 * black on white (epin-thermal.module.css), a cut line between cards.
 */
export function EpinThermal({
  cards,
  seller,
}: {
  cards: readonly PrintableCard[];
  seller: Seller;
}) {
  return (
    <div role="list" aria-label={cardListLabel(cards, seller)} className={styles.roll}>
      {cards.map((card) => (
        <EpinCardFace key={cardKey(card)} card={card} seller={seller} classes={styles} />
      ))}
    </div>
  );
}
