// the one module, not the constants' index: the whole index would join the first load
import { BEST_AIRTIME_DISCOUNT_PERCENT } from '@contract/constants/discount';
import { ROUTES, site } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { LinkButton } from '@/shared/ui/link-button';
import { PageHero } from '@/shared/ui/page-hero';
import { Prose } from '@/shared/ui/prose';
import { PartnerCarousel } from './PartnerCarousel';
import styles from './about.module.css';

const VALUES = [
  {
    title: 'Speed',
    text: 'Most purchases are delivered within seconds, at any hour of the day or night.',
  },
  {
    title: 'Fair prices',
    text: `Discounts of up to ${BEST_AIRTIME_DISCOUNT_PERCENT}% on airtime and no convenience fee on cable TV and electricity.`,
  },
  {
    title: 'Trust',
    text: 'Secure payments, a clear record of every transaction and a support team that answers.',
  },
];

/** /about: who we are, what we do, and our partners. */
export function AboutPage() {
  const brand = site.brandName;
  return (
    <>
      <PageHero
        title="About Us"
        lead={`The story behind ${brand} and what we do for our customers.`}
      />
      <Container className={styles.body}>
        <div className={styles.intro}>
          <Prose>
            <h2>Who we are</h2>
            <p>
              {brand} is a Nigerian digital payments platform built for the everyday. We make it
              easy for individuals, small businesses and resellers to buy airtime and data, renew
              cable TV subscriptions, pay for electricity and buy exam PINs from one wallet, without
              queues, scratch cards or trips to a vendor.
            </p>
            <p>
              We started with a simple idea: topping up a phone or paying a bill should take
              seconds, cost less, and work at any time. Customers anywhere in Nigeria can use{' '}
              {brand} from a phone or computer, day and night.
            </p>
            <h2>What we do</h2>
            <ul>
              <li>Airtime and data bundles for MTN, Glo, Airtel and 9mobile.</li>
              <li>Cable TV subscriptions for DStv, GOtv, StarTimes and Showmax.</li>
              <li>
                Electricity tokens and bill payments for prepaid and postpaid meters of all twelve
                distribution companies.
              </li>
              <li>WAEC and JAMB exam PINs, airtime-to-cash conversion and bulk SMS.</li>
            </ul>
            <h2>For agents, resellers and developers</h2>
            <p>
              Agents and resellers buy at lower prices and earn on every sale. Developers can
              connect their own websites and apps to our services through our API and receive a
              webhook for every transaction. Customers who invite friends earn up to 5% on their
              referrals&apos; transactions.
            </p>
          </Prose>
          <aside className={styles.values} aria-labelledby="values-title">
            <h2 id="values-title">What we stand for</h2>
            <ul>
              {VALUES.map((value) => (
                <li key={value.title}>
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </li>
              ))}
            </ul>
            <LinkButton to={ROUTES.register} block>
              Create a free account
            </LinkButton>
          </aside>
        </div>
        <section className={styles.partners} aria-labelledby="partners-title">
          <h2 id="partners-title">Networks and providers we serve</h2>
          <p>
            Buy from every major network, TV provider, electricity company and exam body in Nigeria.
          </p>
          <PartnerCarousel />
        </section>
      </Container>
    </>
  );
}
