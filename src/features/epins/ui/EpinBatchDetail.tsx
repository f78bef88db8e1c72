import { useCallback, useState } from 'react';
import { App, Button, Descriptions, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import type { EpinBatch, EpinCard } from '@contract/api';
import { formatDateTime, formatNaira } from '@contract/format';
import { EPIN_MESSAGES } from '@contract/services/epins';
import { epinCsv, type CardsPerPage, type PrintableCard } from '@/entities/epin-card';
import { TransactionStatusBadge } from '@/entities/transaction';
import { errorMessage, httpStatus } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { saveFile } from '@/shared/ui/export-button';
import { Notice } from '@/shared/ui/notice';
import {
  useGetBatchCardsQuery,
  useGetEpinSellerQuery,
  useLazyGetBatchCardsQuery,
  useMarkCardsMutation,
  type CardsPurpose,
} from '../api/epinsApi';
import {
  batchTitle,
  cardCount,
  cardsWithIds,
  deliveredOf,
  printableCard,
  sellerIsSet,
  sellerOf,
} from '../model/cards';
import { BatchCardList } from './BatchCardList';
import { PrintPreview, type PrintLayout } from './PrintPreview';
import { SellerForm } from './SellerForm';
import styles from './epins.module.css';

/** What the print view shows: the cards as opened for it, and whether it makes a PDF. */
interface Preview {
  layout: PrintLayout;
  pdf: boolean;
  ids: number[];
  cards: PrintableCard[];
}

function BatchSummary({ batch }: { batch: EpinBatch }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'cards', label: 'Cards', children: batchTitle(batch) },
        { key: 'bought', label: 'Bought', children: formatDateTime(batch.created_at) },
        { key: 'delivered', label: 'Delivered', children: deliveredOf(batch) },
        { key: 'printed', label: 'Printed', children: batch.printed },
        { key: 'sold', label: 'Sold', children: batch.sold },
        { key: 'price', label: 'Price a card', children: formatNaira(batch.unit_price) },
        {
          key: 'status',
          label: 'Status',
          children: <TransactionStatusBadge status={batch.status} />,
        },
        {
          key: 'receipt',
          label: 'Receipt',
          children: (
            <Link to={ROUTES.transactionDetails(batch.transaction_id)}>{batch.reference}</Link>
          ),
        },
      ]}
    />
  );
}

/** Why a batch has no cards to show: still coming, or refunded. */
function NoCards({ batch }: { batch: EpinBatch }) {
  if (batch.status === 'pending')
    return (
      <Notice
        type="warning"
        title="These cards are still on their way from the network. They show here once delivered."
      />
    );
  return <Notice type="error" title="This purchase delivered no cards; its cost was refunded." />;
}

/**
 * One batch of the customer's printable cards: what it is, its cards (PINs hidden until shown),
 * select some or all to mark them sold or unsold, and print them on A4 or a 58 mm roll, download
 * them as CSV, or save them as a PDF. With no card selected, print and download take every card
 * not marked sold. The PINs are read again, for what they are opened for, right before each
 * print or download; a print marks its cards printed once the print dialog closes.
 */
export function EpinBatchDetail({ id }: { id: number }) {
  const { message } = App.useApp();
  const opened = useGetBatchCardsQuery({ id, purpose: 'view' });
  const seller = useGetEpinSellerQuery();
  const [openCards] = useLazyGetBatchCardsQuery();
  const [markCards, { isLoading: marking }] = useMarkCardsMutation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [preview, setPreview] = useState<Preview | null>(null);
  const [perPage, setPerPage] = useState<CardsPerPage>(24);
  const [opening, setOpening] = useState<string | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);

  if (opened.error)
    return (
      <Notice
        type="error"
        title={
          httpStatus(opened.error) === 404
            ? EPIN_MESSAGES.batchNotFound
            : errorMessage(opened.error)
        }
      />
    );
  if (!opened.data) return <Skeleton active />;
  const { batch, cards } = opened.data;

  const chosen: EpinCard[] = selected.size
    ? cardsWithIds(cards, selected)
    : cards.filter((card) => card.sold_at === null);
  const chosenWords = selected.size
    ? `the ${cardCount(chosen.length)} selected`
    : `the ${cardCount(chosen.length)} not marked sold`;
  const sellerSet = sellerIsSet(seller.data);

  /** The chosen cards' PINs, read again from the server for `purpose`. */
  const openChosen = async (purpose: CardsPurpose) => {
    const ids = new Set(chosen.map((card) => card.id));
    const fresh = await openCards({ id, purpose }).unwrap();
    return {
      ids: [...ids],
      cards: cardsWithIds(fresh.cards, ids).map((card) => printableCard(fresh.batch, card)),
    };
  };

  const run = async (label: string, work: () => Promise<void>) => {
    setOpening(label);
    try {
      await work();
    } catch (error) {
      message.error(errorMessage(error as Parameters<typeof errorMessage>[0]));
    } finally {
      setOpening(null);
    }
  };

  const openPreview = (layout: PrintLayout, pdf: boolean, label: string) =>
    run(label, async () => {
      const { ids, cards: printable } = await openChosen(pdf ? 'download' : 'print');
      setPreview({ layout, pdf, ids, cards: printable });
    });

  const downloadCsv = () =>
    run('csv', async () => {
      if (!seller.data) return;
      const { cards: printable } = await openChosen('download');
      const csv = epinCsv(printable, sellerOf(seller.data));
      saveFile(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `recharge-cards-${batch.reference}.csv`,
      );
      message.success(`${cardCount(printable.length)} saved as CSV`);
    });

  const mark = (mark: 'sold' | 'printed', marked: boolean, ids: number[]) =>
    markCards({ batchId: id, mark, card_ids: ids, marked }).unwrap();

  const markSold = (marked: boolean) =>
    run(marked ? 'sold' : 'unsold', async () => {
      const { changed } = await mark('sold', marked, [...selected]);
      setSelected(new Set());
      message.success(`${cardCount(changed)} marked ${marked ? 'sold' : 'unsold'}`);
    });

  const onPrinted = () => {
    const printed = preview;
    setPreview(null);
    if (!printed || printed.pdf) return;
    void run('printed', async () => {
      await mark('printed', true, printed.ids);
      message.success(`${cardCount(printed.ids.length)} marked printed`);
    });
  };

  const busy = opening !== null || marking;
  const nothingToPrint = chosen.length === 0 || !sellerSet;

  return (
    <div className={styles.stack}>
      <BatchSummary batch={batch} />
      {cards.length === 0 ? (
        <NoCards batch={batch} />
      ) : (
        <>
          <section aria-labelledby="epin-mark" className={styles.stack}>
            <h2 id="epin-mark" className={styles.heading}>
              Cards
            </h2>
            <BatchCardList cards={cards} selected={selected} onSelect={setSelected} />
            <div className={styles.actions}>
              <Button
                type="primary"
                disabled={!selected.size || busy}
                loading={opening === 'sold'}
                onClick={() => void markSold(true)}
              >
                Mark sold
              </Button>
              <Button
                disabled={!selected.size || busy}
                loading={opening === 'unsold'}
                onClick={() => void markSold(false)}
              >
                Mark unsold
              </Button>
            </div>
            {!selected.size && (
              <p className={styles.hint}>Select cards to mark them sold or unsold.</p>
            )}
          </section>

          <section aria-labelledby="epin-print" className={styles.stack}>
            <h2 id="epin-print" className={styles.heading}>
              Print and download
            </h2>
            {seller.data && !sellerSet && (
              <>
                <Notice
                  type="warning"
                  title="Add the business name and phone printed on your cards before printing."
                />
                <SellerForm />
              </>
            )}
            {sellerIsSet(seller.data) && (
              <p className={styles.hint}>
                {`Printed with ${seller.data.business_name} · ${seller.data.phone}. `}
                <Link to={`${ROUTES.profile}#epin-seller`}>Change</Link>
              </p>
            )}
            <p className={styles.hint}>{`Prints or downloads ${chosenWords}.`}</p>
            <div className={styles.actions}>
              <Button
                type="primary"
                disabled={nothingToPrint || busy}
                loading={opening === 'sheet'}
                onClick={() => void openPreview('sheet', false, 'sheet')}
              >
                Print sheet
              </Button>
              <Button
                disabled={nothingToPrint || busy}
                loading={opening === 'thermal'}
                onClick={() => void openPreview('thermal', false, 'thermal')}
              >
                Print thermal (58 mm)
              </Button>
              <Button
                disabled={nothingToPrint || busy}
                loading={opening === 'csv'}
                onClick={() => void downloadCsv()}
              >
                Download CSV
              </Button>
              <Button
                disabled={nothingToPrint || busy}
                loading={opening === 'pdf'}
                aria-describedby="epin-pdf-hint"
                onClick={() => void openPreview('sheet', true, 'pdf')}
              >
                Save as PDF
              </Button>
            </div>
            <p id="epin-pdf-hint" className={styles.hint}>
              Save as PDF opens the print view: in Chrome, choose &quot;Save as PDF&quot; as the
              printer.
            </p>
          </section>
        </>
      )}
      {preview && seller.data && (
        <PrintPreview
          layout={preview.layout}
          pdf={preview.pdf}
          cards={preview.cards}
          seller={sellerOf(seller.data)}
          cardsPerPage={perPage}
          onCardsPerPage={setPerPage}
          onPrinted={onPrinted}
          onClose={closePreview}
        />
      )}
    </div>
  );
}
