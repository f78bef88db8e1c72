import { useState } from 'react';
import { Button, Checkbox, Tag } from 'antd';
import type { EpinCard } from '@contract/api';
import { groupPin } from '@/entities/epin-card';
import { maskedPin } from '../model/cards';
import styles from './epins.module.css';

interface BatchCardListProps {
  cards: readonly EpinCard[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
}

/**
 * A batch's cards, a line each: a box to select it, its serial, its PIN hidden but for the last
 * four characters (Show PIN reveals it), and its printed and sold marks. Above them, select all.
 */
export function BatchCardList({ cards, selected, onSelect }: BatchCardListProps) {
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const all = cards.length > 0 && cards.every((card) => selected.has(card.id));
  const some = !all && cards.some((card) => selected.has(card.id));

  const toggle = (ids: ReadonlySet<number>, id: number) => {
    const next = new Set(ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  return (
    <>
      <Checkbox
        checked={all}
        indeterminate={some}
        onChange={() => onSelect(all ? new Set() : new Set(cards.map((card) => card.id)))}
      >
        {`Select all ${cards.length} cards`}
      </Checkbox>
      <ul className={styles.cardList} aria-label="Cards">
        {cards.map((card) => {
          const visible = shown.has(card.id);
          return (
            <li key={card.id} className={styles.cardRow}>
              <Checkbox
                checked={selected.has(card.id)}
                onChange={() => onSelect(toggle(selected, card.id))}
                aria-label={`Select card ${card.serial}`}
              />
              <span className={styles.cardText}>
                <span>{`Serial ${card.serial}`}</span>
                <span className={styles.pin}>
                  {visible ? groupPin(card.pin) : maskedPin(card.pin)}
                </span>
              </span>
              <span className={styles.marks}>
                {card.printed_at && <Tag>Printed</Tag>}
                {card.sold_at && <Tag color="green">Sold</Tag>}
                <Button
                  size="small"
                  type="link"
                  aria-pressed={visible}
                  aria-label={`${visible ? 'Hide' : 'Show'} PIN of card ${card.serial}`}
                  onClick={() => setShown((ids) => toggle(ids, card.id))}
                >
                  {visible ? 'Hide PIN' : 'Show PIN'}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
