import { Link } from 'react-router-dom';
// the one module, not the constants' index: the whole index would join the first load
import { BEST_AIRTIME_DISCOUNT_PERCENT } from '@contract/constants/discount';
import { ROUTES, site } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { InstallAppButton } from '@/shared/ui/install-app';
import { LinkButton } from '@/shared/ui/link-button';
import { HIGHLIGHTS, SERVICES, STEPS } from '../config/content';
import { Icon } from './icons';
import styles from './home.module.css';

function Banner() {
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <Container className={styles.bannerInner}>
        <div className={styles.bannerText}>
          <p className={styles.eyebrow}>Fast, secure top-ups for everyone in Nigeria</p>
          <h1 id="home-title" className={styles.title}>
            Instant airtime, data, cable TV and electricity payments
          </h1>
          <p className={styles.subtitle}>
            Recharge any network, renew your TV subscription and buy electricity tokens in seconds,
            any time of day. Enjoy discounts of up to {BEST_AIRTIME_DISCOUNT_PERCENT}% on airtime
            and no convenience fee on cable TV and electricity.
          </p>
          <div className={styles.ctas}>
            <LinkButton to={ROUTES.register} variant="light" size="large">
              Create a free account
            </LinkButton>
            <LinkButton to={ROUTES.login} variant="ghost-light" size="large">
              Login
            </LinkButton>
          </div>
        </div>
        <div className={styles.receipt} aria-hidden="true">
          <p className={styles.receiptLabel}>Wallet balance</p>
          <p className={styles.receiptBalance}>₦25,400.00</p>
          <ul>
            <li>
              <span>MTN 1.5GB data</span>
              <span className={styles.ok}>Successful</span>
            </li>
            <li>
              <span>GOtv Jinja renewal</span>
              <span className={styles.ok}>Successful</span>
            </li>
            <li>
              <span>Prepaid meter token</span>
              <span className={styles.ok}>Successful</span>
            </li>
          </ul>
        </div>
      </Container>
    </section>
  );
}

function Highlights() {
  return (
    <section className={styles.highlights} aria-labelledby="highlights-title">
      <Container>
        <h2 id="highlights-title" className={styles.visuallyHidden}>
          Why choose {site.brandName}
        </h2>
        <ul className={styles.highlightList}>
          {HIGHLIGHTS.map((item) => (
            <li key={item.title} className={styles.highlight}>
              <span className={styles.iconBadge}>
                <Icon name={item.icon} />
              </span>
              <div>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function About() {
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <Container className={styles.about}>
        <div>
          <p className={styles.kicker}>About us</p>
          <h2 id="about-title" className={styles.sectionTitle}>
            One wallet for every everyday payment
          </h2>
        </div>
        <div>
          <p>
            {site.brandName} helps individuals, small businesses and resellers across Nigeria pay
            for the services they use every day. Fund one wallet, then buy airtime and data for any
            network, renew cable TV, pay for electricity and buy WAEC and JAMB pins without queues
            or extra charges.
          </p>
          <p>
            Agents, resellers and developers get better prices on every purchase, and our API lets
            you sell the same services from your own app or website.
          </p>
          <Link to={ROUTES.about} className={styles.textLink}>
            Discover More<span className={styles.visuallyHidden}> about {site.brandName}</span>
          </Link>
        </div>
      </Container>
    </section>
  );
}

function Services() {
  return (
    <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="services-title">
      <Container>
        <p className={styles.kicker}>What we offer</p>
        <h2 id="services-title" className={styles.sectionTitle}>
          Our services
        </h2>
        <ul className={styles.cards}>
          {SERVICES.map((service) => (
            <li key={service.title} className={styles.card}>
              <span className={styles.iconBadge}>
                <Icon name={service.icon} />
              </span>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
              <Link to={service.to} className={styles.cardLink}>
                {service.action}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.centered}>
          Also available: exam pins, airtime to cash and bulk SMS.{' '}
          <Link to={ROUTES.pricing} className={styles.textLink}>
            See all our prices
          </Link>
        </p>
      </Container>
    </section>
  );
}

function Steps() {
  return (
    <section className={styles.section} aria-labelledby="steps-title">
      <Container>
        <p className={styles.kicker}>Getting started</p>
        <h2 id="steps-title" className={styles.sectionTitle}>
          Start in four simple steps
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepIcon}>
                <Icon name={step.icon} size={24} />
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function AppDownload() {
  return (
    <section className={styles.app} aria-labelledby="app-title">
      <Container className={styles.appInner}>
        <div>
          <h2 id="app-title" className={styles.sectionTitle}>
            Take {site.brandName} everywhere
          </h2>
          <p>
            Install {site.brandName} on your phone's home screen to top up, pay bills and check your
            wallet in a tap, with the same account and prices as the website.
          </p>
        </div>
        <InstallAppButton className={styles.storeButton}>
          <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 3a1 1 0 0 1 1 1v9.6l3.3-3.3 1.4 1.4L12 17.4l-5.7-5.7 1.4-1.4 3.3 3.3V4a1 1 0 0 1 1-1ZM5 19h14v2H5v-2Z"
            />
          </svg>
          <span className={styles.storeText}>
            <small>Install on this phone</small>
            <strong>{site.brandName} App</strong>
          </span>
        </InstallAppButton>
      </Container>
    </section>
  );
}

/** Home: banner, highlights, about, services, steps and the app block. */
export function HomePage() {
  return (
    <>
      <Banner />
      <Highlights />
      <About />
      <Services />
      <Steps />
      <AppDownload />
    </>
  );
}
