import { useId, type ReactNode } from 'react';
import { displayTitle, PackageLogo, PRICE_TIERS, type RateKind } from '@/entities/package';
import { formatNaira } from '@contract/format';
import { LinkButton } from '@/shared/ui/link-button';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { formatPercent, shortPlanName, type PlanTable, type RateRow } from '../model/sections';
import styles from './pricing.module.css';

/**
 * A table that scrolls sideways inside its card on narrow phones, reachable by keyboard, with the
 * plan column held in place and a hint that more tiers lie to the right. Normal, a visitor's tier,
 * comes first.
 */
function ScrollTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={visuallyHidden}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            {PRICE_TIERS.map((tier) => (
              <th scope="col" key={tier.key}>
                {tier.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function SwipeHint() {
  const others = PRICE_TIERS.slice(1).map((tier) => tier.label);
  return (
    <p className={styles.swipeHint} aria-hidden="true">
      Swipe the table for {others.slice(0, -1).join(', ')} and {others.at(-1)} prices →
    </p>
  );
}

/** The way to buy: the service's purchase screen (through login when signed out). */
function BuyNow({ what, to }: { what: string; to: string }) {
  return (
    <LinkButton to={to} size="small" className={styles.buy}>
      Buy Now<span className={visuallyHidden}> {what}</span>
    </LinkButton>
  );
}

/** Data, cable or exam package: its plans with the naira price per tier. */
export function PlanCard({
  table,
  service,
  buyTo,
}: {
  table: PlanTable;
  service: string;
  buyTo: string;
}) {
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <PackageLogo image={table.image} title={table.title} decorative />
        <h3 id={headingId}>{table.title}</h3>
      </div>
      <ScrollTable caption={`${table.title} ${service} prices in naira`} head="Plan">
        {table.rows.map((row, index) => (
          <tr key={`${index}-${row.plan}`}>
            <th scope="row">{shortPlanName(row.plan, table.title)}</th>
            {PRICE_TIERS.map((tier) => (
              <td key={tier.key}>{formatNaira(row[tier.key])}</td>
            ))}
          </tr>
        ))}
      </ScrollTable>
      <SwipeHint />
      <BuyNow what={table.title} to={buyTo} />
    </article>
  );
}

const RATE_COPY: Record<
  RateKind,
  { head: string; caption: string; format: (value: number) => string }
> = {
  discount: { head: 'Provider', caption: 'discount by account level', format: formatPercent },
  commission: {
    head: 'Network',
    caption: 'commission by account level',
    format: formatPercent,
  },
  'unit-price': {
    head: 'Service',
    caption: 'price per unit by account level',
    format: formatNaira,
  },
};

/** Airtime, electricity, airtime to cash or SMS: one row per package with its four tier rates. */
export function RateCard({
  name,
  rate,
  rows,
  buyTo,
}: {
  name: string;
  rate: RateKind;
  rows: RateRow[];
  buyTo: string;
}) {
  const copy = RATE_COPY[rate];
  return (
    <article className={styles.card} aria-label={`${name} rates`}>
      <ScrollTable caption={`${name} ${copy.caption}`} head={copy.head}>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.title}`}>
            <th scope="row">
              <span className={styles.provider}>
                <PackageLogo image={row.image} title={row.title} size={28} decorative />
                {displayTitle(row.title)}
              </span>
            </th>
            {PRICE_TIERS.map((tier) => (
              <td key={tier.key}>{copy.format(row.values[tier.key])}</td>
            ))}
          </tr>
        ))}
      </ScrollTable>
      <SwipeHint />
      <BuyNow what={name} to={buyTo} />
    </article>
  );
}
