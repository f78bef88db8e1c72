import type { CSSProperties } from 'react';
import { formatWholeNaira } from '@contract/format';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { loadingInstruction } from '../model/loading-codes';
import { NETWORK_BRANDS } from '../model/networks';
import { groupPin, spokenPin } from '../model/pin';
import type { PrintableCard, Seller } from '../model/types';
import { NetworkMark } from './NetworkMark';

/*
 * One card's face, the same fields in the same order on the A4 sheet and the thermal roll; each
 * layout's stylesheet gives the classes below their look. It is a list item: the layouts are lists
 * of cards. A screen reader hears the network, kind and value, then each field by its label, the
 * PIN a character at a time.
 */

/** The classes a layout's stylesheet defines for the face (its CSS module). */
export type CardFaceClasses = Readonly<Record<string, string>>;

const KIND_LABEL = { airtime: 'Airtime', data: 'Data' } as const;

export function EpinCardFace({
  card,
  seller,
  classes,
}: {
  card: PrintableCard;
  seller: Seller;
  classes: CardFaceClasses;
}) {
  const brand = NETWORK_BRANDS[card.network];
  const brandColours = { '--brand': brand.background, '--ink': brand.ink } as CSSProperties;
  return (
    <div role="listitem" className={classes.card} style={brandColours}>
      <div className={classes.band}>
        <NetworkMark className={classes.mark} />
        <span className={classes.network}>{brand.name}</span>
        <span className={classes.kind}>{KIND_LABEL[card.kind]}</span>
        <span className={classes.value}>{formatWholeNaira(card.valueNaira)}</span>
      </div>
      {card.kind === 'data' && card.planName ? (
        <div className={classes.plan}>{card.planName}</div>
      ) : null}
      <dl className={classes.fields}>
        <div className={classes.pinRow}>
          <dt className={classes.label}>PIN</dt>
          <dd className={classes.pin}>
            <span className={classes.pinGroups} aria-hidden="true">
              {groupPin(card.pin)}
            </span>
            <span className={visuallyHidden}>{spokenPin(card.pin)}</span>
          </dd>
        </div>
        <div className={classes.pair}>
          <dt className={classes.label}>Serial</dt>
          <dd className={classes.detail}>{card.serial}</dd>
        </div>
        <div className={classes.pair}>
          <dt className={classes.label}>Batch</dt>
          <dd className={classes.detail}>{card.batchNo}</dd>
        </div>
        <div className={classes.row}>
          <dt className={classes.label}>To load</dt>
          <dd className={classes.load}>{loadingInstruction(card)}</dd>
        </div>
        <div className={classes.row}>
          <dt className={classes.label}>Seller</dt>
          <dd className={classes.seller}>
            {seller.businessName} · {seller.phone}
          </dd>
        </div>
      </dl>
    </div>
  );
}
