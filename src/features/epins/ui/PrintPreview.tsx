import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button, Radio } from 'antd';
import {
  CARDS_PER_PAGE_CHOICES,
  EpinSheet,
  EpinThermal,
  type CardsPerPage,
  type PrintableCard,
  type Seller,
} from '@/entities/epin-card';
import { cardCount } from '../model/cards';
import styles from './print-preview.module.css';

/** How the cards are laid out: A4 sheets, or a 58 mm thermal roll. */
export type PrintLayout = 'sheet' | 'thermal';

export interface PrintPreviewProps {
  layout: PrintLayout;
  cards: readonly PrintableCard[];
  seller: Seller;
  cardsPerPage: CardsPerPage;
  onCardsPerPage: (perPage: CardsPerPage) => void;
  /** a PDF to keep rather than paper: the button and the hint say so */
  pdf: boolean;
  /** called once the print dialog has closed */
  onPrinted: () => void;
  onClose: () => void;
}

const WHERE: Record<PrintLayout, string> = {
  sheet: 'on A4 paper',
  thermal: 'on a 58 mm thermal roll',
};

/**
 * The cards as they will print, over the whole window, with Print (or Save as PDF) and Close.
 * Print opens the browser's print dialog; when it closes, `onPrinted` is called. Escape closes.
 */
export function PrintPreview({
  layout,
  cards,
  seller,
  cardsPerPage,
  onCardsPerPage,
  pdf,
  onPrinted,
  onClose,
}: PrintPreviewProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const print = () => {
    window.addEventListener('afterprint', onPrinted, { once: true });
    window.print();
  };

  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby="epin-print-title"
    >
      <div className={styles.toolbar}>
        <h2 id="epin-print-title" ref={title} tabIndex={-1} className={styles.title}>
          {`${cardCount(cards.length)} ${WHERE[layout]}`}
        </h2>
        {layout === 'sheet' && (
          <Radio.Group
            aria-label="Cards per page"
            optionType="button"
            value={cardsPerPage}
            onChange={(event) => onCardsPerPage(event.target.value as CardsPerPage)}
            options={CARDS_PER_PAGE_CHOICES.map((perPage) => ({
              value: perPage,
              label: `${perPage} a page`,
            }))}
          />
        )}
        <Button type="primary" onClick={print}>
          {pdf ? 'Save as PDF' : 'Print'}
        </Button>
        <Button onClick={onClose}>Close</Button>
        <p className={styles.hint}>
          {pdf
            ? 'In the print dialog, choose "Save as PDF" as the printer (Chrome, Edge and Android offer it).'
            : layout === 'thermal'
              ? 'Choose your 58 mm printer in the print dialog.'
              : 'Print on A4 paper at 100% scale; cut along the dashed lines.'}
        </p>
      </div>
      <div className={styles.paper}>
        {layout === 'sheet' ? (
          <EpinSheet cards={cards} seller={seller} cardsPerPage={cardsPerPage} />
        ) : (
          <EpinThermal cards={cards} seller={seller} />
        )}
      </div>
    </div>,
    document.body,
  );
}
