import { site } from '@/shared/config';
import { Container } from '@/shared/ui/container';
import { PageHero } from '@/shared/ui/page-hero';
import { Prose } from '@/shared/ui/prose';
import styles from './privacy.module.css';

/** /privacy-policy. */
export function PrivacyPage() {
  const brand = site.brandName;
  return (
    <>
      <PageHero
        title="Privacy Policy"
        lead={`How ${brand} collects, uses and protects your personal data.`}
      />
      <Container className={styles.body}>
        <Prose>
          <p>
            {brand} (&quot;we&quot;, &quot;us&quot;) respects your privacy. This policy explains
            what personal data we collect when you use our website, dashboard, mobile app and API,
            why we collect it, and the choices you have. We process personal data in line with the
            Nigeria Data Protection Act 2023.
          </p>

          <h2>Information we collect</h2>
          <ul>
            <li>
              <strong>Account details</strong>: your first and last name, e-mail address, phone
              number, password (stored only in a protected, hashed form), how you heard about us
              and, if you were invited, who referred you.
            </li>
            <li>
              <strong>Transaction details</strong>: the services you buy, the phone, smartcard or
              meter numbers you enter, amounts, wallet balances and the status of each purchase.
            </li>
            <li>
              <strong>Funding details</strong>: records of your wallet funding. Card payments are
              handled by our payment processor; we never see or store your full card number. To
              create a personal virtual account we ask for the details the bank requires, such as
              your National Identification Number (NIN).
            </li>
            <li>
              <strong>Technical details</strong>: your IP address, browser and device type, used to
              keep the Service secure and to stop abuse.
            </li>
          </ul>

          <h2>How we use your information</h2>
          <ul>
            <li>to create and run your account and wallet;</li>
            <li>to deliver what you buy and keep a record you can check;</li>
            <li>
              to send service messages, such as password reset links and transaction notifications;
            </li>
            <li>to pay referral bonuses and apply the prices of your account level;</li>
            <li>to prevent fraud, secure the Service and meet our legal obligations.</li>
          </ul>
          <p>
            We do not sell your personal data, and we do not use it for third-party advertising.
          </p>

          <h2>Who we share it with</h2>
          <p>
            We share only what is needed with the service providers who help us deliver the Service:
            the networks and billers who fulfil your purchases, our payment processor and partner
            banks, and our hosting and e-mail providers. We may also disclose information when the
            law requires it or to protect our customers from fraud.
          </p>

          <h2>Cookies</h2>
          <p>
            We use a single essential cookie that keeps you signed in for up to seven days. We do
            not use advertising or tracking cookies.
          </p>

          <h2>How we protect it</h2>
          <p>
            All traffic to {brand} is encrypted, passwords are hashed, and access to customer data
            is limited to staff who need it to support you. No system is perfectly secure, so please
            use a strong password that you do not use elsewhere.
          </p>

          <h2>How long we keep it</h2>
          <p>
            We keep your account details while your account is open. We keep transaction records for
            as long as the law requires for financial records, after which they are deleted or made
            anonymous.
          </p>

          <h2>Your rights</h2>
          <p>
            You may ask for a copy of your personal data, ask us to correct or delete it, object to
            its use or withdraw your consent, subject to the records we must keep by law. You may
            also complain to the Nigeria Data Protection Commission.
          </p>

          <h2>Children</h2>
          <p>
            The Service is not meant for children under 18, and we do not knowingly collect their
            data.
          </p>

          <h2>Changes to this policy</h2>
          <p>
            When we change this policy we will post the new version on this page and, for
            significant changes, tell you by e-mail or on your dashboard.
          </p>

          <h2>Contact us</h2>
          <p>
            For any privacy question or request, write to{' '}
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or call{' '}
            <a href={`tel:${site.supportPhone}`}>{site.supportPhone}</a>.
          </p>
        </Prose>
      </Container>
    </>
  );
}
