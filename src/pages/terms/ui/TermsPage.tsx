import { Link } from 'react-router-dom';
import { ROUTES, site, TERMS_EFFECTIVE_DATE } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { PageHero } from '@/shared/ui/page-hero';
import { Prose } from '@/shared/ui/prose';
import styles from './terms.module.css';

/** /terms-and-conditions, effective 5 Jan 2024. */
export function TermsPage() {
  const brand = site.brandName;
  return (
    <>
      <PageHero
        title="Terms and Conditions"
        lead={`The rules for using ${brand}. Please read them carefully.`}
      />
      <Container className={styles.body}>
        <Prose>
          <p className={styles.effective}>
            Effective date: <time dateTime="2024-01-05">{TERMS_EFFECTIVE_DATE}</time>
          </p>
          <p>
            These terms govern your use of the {brand} website, dashboard, mobile app and API
            (together, the &quot;Service&quot;). By creating an account or making a purchase you
            agree to them. If you do not agree, please do not use the Service.
          </p>

          <h2>1. Your account</h2>
          <ul>
            <li>
              You must give true and complete details when you register and keep them up to date.
            </li>
            <li>
              You are responsible for keeping your password secret and for everything done with your
              account. Tell us at once if you think someone else has used it.
            </li>
            <li>
              One person or business may not open several accounts to take unfair advantage of
              offers or referrals.
            </li>
          </ul>

          <h2>2. Your wallet</h2>
          <ul>
            <li>
              You can fund your wallet by card or by bank transfer to your personal virtual account.
              Minimum amounts depend on your account level; card payments start at ₦1,000.
            </li>
            <li>Bank or payment processor charges, where they apply, are shown before you pay.</li>
            <li>
              Your wallet balance is for buying services on {brand}. It does not earn interest and
              is not a bank deposit.
            </li>
            <li>
              If money reaches your wallet by mistake, including through a reversed card payment, we
              may correct the balance.
            </li>
          </ul>

          <h2>3. Purchases</h2>
          <ul>
            <li>
              Check every phone number, smartcard number and meter number before you confirm a
              purchase. Airtime, data, subscriptions and tokens delivered to a number you entered
              cannot be recalled, and we cannot refund them.
            </li>
            <li>
              Most purchases are completed within seconds. When a provider is slow to confirm, a
              purchase may show as pending until its final status arrives. If a purchase finally
              fails, its amount is returned to your wallet.
            </li>
            <li>
              Services are supplied by the networks, TV providers, electricity distribution
              companies and exam bodies themselves; their own terms also apply to what you buy.
            </li>
          </ul>

          <h2>4. Prices and account levels</h2>
          <p>
            Prices, discounts and commissions depend on your account level (Normal, Agent, Reseller
            or API) and are listed on our <Link to={ROUTES.pricing}>pricing page</Link>. They may
            change when our suppliers change their prices; the price shown when you confirm a
            purchase is the price you pay. Upgrade fees are not refundable.
          </p>

          <h2>5. Referrals</h2>
          <p>
            You may earn a bonus on the transactions of customers who register with your referral
            link. Bonuses earned through fake accounts, self-referral or abuse may be cancelled.
          </p>

          <h2>6. API use</h2>
          <p>
            API users must keep their access token secret, use the API only as described in the API
            documentation, and not resell access to it. We may limit request rates to keep the
            Service available to everyone.
          </p>

          <h2>7. Acceptable use</h2>
          <p>
            You must not use the Service for fraud, money laundering or any unlawful purpose, pay
            with cards or accounts that are not yours, or try to disrupt or gain unauthorised access
            to our systems. We may suspend or close an account, and withhold its balance while we
            investigate, if we reasonably believe these terms have been broken, and we report
            suspected crime to the authorities.
          </p>

          <h2>8. Availability and liability</h2>
          <p>
            We work to keep the Service available 24/7 but cannot promise it will never be
            interrupted, for example during maintenance or when a provider&apos;s network is down.
            To the extent the law allows, our liability for any purchase is limited to the amount
            you paid for it, and we are not liable for indirect losses.
          </p>

          <h2>9. Privacy</h2>
          <p>
            Our <Link to={ROUTES.privacy}>privacy policy</Link> explains how we collect and use your
            personal data.
          </p>

          <h2>10. Changes to these terms</h2>
          <p>
            We may update these terms. We will post the new version here with its effective date
            and, for significant changes, tell you by e-mail or on your dashboard. Using the Service
            after that date means you accept the new terms.
          </p>

          <h2>11. Governing law</h2>
          <p>
            These terms are governed by the laws of the Federal Republic of Nigeria, and the courts
            of Nigeria have jurisdiction over any dispute.
          </p>

          <h2>12. Contact</h2>
          <p>
            Questions about these terms? Write to{' '}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or call{' '}
            <a href={`tel:${site.supportPhone}`}>{site.supportPhone}</a>.
          </p>
        </Prose>
      </Container>
    </>
  );
}
