import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { LinkButton } from '@/shared/ui/link-button';
import styles from './not-found.module.css';

/** A friendly 404 for any unknown public path. */
export function NotFoundPage() {
  return (
    <Container className={styles.body}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>
        Sorry, we could not find the page you were looking for. It may have moved, or the address
        may have a typo.
      </p>
      <LinkButton to={ROUTES.home} size="large">
        Go to the home page
      </LinkButton>
      <p className={styles.more}>
        Or try our <Link to={ROUTES.pricing}>pricing</Link>, <Link to={ROUTES.faq}>FAQs</Link> or{' '}
        <Link to={ROUTES.contact}>contact</Link> pages.
      </p>
    </Container>
  );
}
