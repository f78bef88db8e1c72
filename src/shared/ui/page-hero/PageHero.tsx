import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '../container';
import styles from './page-hero.module.css';

interface PageHeroProps {
  /** the page's one h1 */
  title: string;
  /** a short lead under the title */
  lead?: ReactNode;
}

/** The title band of an inner public page, with a breadcrumb back home. */
export function PageHero({ title, lead }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <Container>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </Container>
    </section>
  );
}
