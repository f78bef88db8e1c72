import { useEffect, useMemo } from 'react';
import { useGetPricesQuery } from '@/entities/package';
import { buyPathOf } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { PageHero } from '@/shared/ui/page-hero';
import { serviceByType } from '@contract/services';
import { pricingNoteOf } from '../config/notes';
import { priceSections, type PriceSection } from '../model/sections';
import { PlanCard, RateCard } from './PriceTables';
import styles from './pricing.module.css';

function Section({ section }: { section: PriceSection }) {
  const headingId = `${section.id}-title`;
  // what the section's numbers mean (a category the registry does not know gets no note)
  const service = serviceByType(section.type);
  const note = service && pricingNoteOf(service);
  return (
    <section id={section.id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {section.name}
      </h2>
      {note && <p className={styles.note}>{note}</p>}
      {section.kind === 'plans' ? (
        <div className={styles.grid}>
          {section.tables.map((table) => (
            <PlanCard
              key={table.title}
              table={table}
              service={section.name}
              buyTo={buyPathOf(section.type)}
            />
          ))}
        </div>
      ) : (
        <RateCard
          name={section.name}
          rate={section.rate}
          rows={section.rows}
          buyTo={buyPathOf(section.type)}
        />
      )}
    </section>
  );
}

/**
 * The public price list: a table per service from get-prices, at every level; load errors are only logged.
 * Plain markup throughout (the spinner too), so the page needs no antd and loads like the home page.
 */
export function PricingPage() {
  const { data, error, isLoading } = useGetPricesQuery();
  const sections = useMemo(() => priceSections(data ?? []), [data]);

  useEffect(() => {
    if (error) console.error('Failed to load prices', error);
  }, [error]);

  return (
    <>
      <PageHero
        title="Pricing"
        lead="Transparent prices for every service, and lower prices at every account level."
      />
      <Container className={styles.body}>
        <p className={styles.intro}>
          Prices are shown for each account level: <strong>Normal</strong>, <strong>Agent</strong>,{' '}
          <strong>Reseller</strong> and <strong>API</strong>. Every new account starts at Normal;
          upgrade from your dashboard, or contact our support team to become an agent.
        </p>
        {isLoading ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span>Loading prices...</span>
          </div>
        ) : (
          sections.length > 0 && (
            <>
              <nav aria-label="Services" className={styles.jump}>
                <ul>
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.name}</a>
                    </li>
                  ))}
                </ul>
              </nav>
              {sections.map((section) => (
                <Section key={section.id} section={section} />
              ))}
            </>
          )
        )}
      </Container>
    </>
  );
}
