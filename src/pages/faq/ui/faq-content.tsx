import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BEST_AIRTIME_DISCOUNT_PERCENT, LIMITS } from '@contract/constants';
import { ROUTES, site } from '@/shared/config';

export interface Faq {
  question: string;
  answer: ReactNode;
}

/** The ways to fund a wallet: manual transfer only where the operator has configured an account. */
function FundingWays() {
  const account = site.manualTransfer;
  return (
    <>
      <p>You can fund your wallet in {account ? 'three' : 'two'} ways:</p>
      <ul>
        <li>by card, using your debit card on our secure payment page;</li>
        <li>
          by bank transfer to your personal virtual account, which you can create from the Fund
          Wallet page of your dashboard; the money reaches your wallet automatically
          {account ? ';' : '.'}
        </li>
        {account && (
          <li>
            by manual transfer to {account.accountName}, {account.bankName}, account number{' '}
            {account.accountNumber}, with your e-mail as the narration; our staff credit your wallet
            when the money arrives.
          </li>
        )}
      </ul>
    </>
  );
}

/** ₦1,000: whole naira amounts as written in running text. */
export const wholeNaira = (amount: number) => `₦${amount.toLocaleString('en-US')}`;

/** What the product does and its funding rules, in the customer's words. */
export const FAQS: readonly Faq[] = [
  {
    question: `What is ${site.brandName}?`,
    answer: (
      <p>
        {site.brandName} is a Nigerian platform for buying airtime and data bundles for MTN, Glo,
        Airtel and 9mobile, paying cable TV subscriptions (DStv, GOtv, StarTimes and Showmax),
        buying electricity for prepaid and postpaid meters, and buying WAEC and JAMB exam PINs,
        instantly and 24/7. Signed-in customers can also convert airtime to cash and send bulk SMS.
      </p>
    ),
  },
  {
    question: 'Do I need to register before I can buy?',
    answer: (
      <p>
        Yes: every purchase is paid from your NairaTop wallet, so you need an account to buy. It
        lets you pay without any extra fee and track every transaction from your dashboard.{' '}
        <Link to={ROUTES.register}>Creating an account</Link> is free and takes about a minute.
      </p>
    ),
  },
  {
    question: 'How do I fund my wallet?',
    answer: <FundingWays />,
  },
  {
    question: 'What is the minimum amount I can fund?',
    answer: (
      <p>
        For card payments the minimum is {wholeNaira(LIMITS.minCardFunding)} per payment, whatever
        your account level. Transfers to your virtual account may attract a small bank charge, which
        is shown on the Fund Wallet page before you pay.
      </p>
    ),
  },
  {
    question: 'How do I become an agent?',
    answer: (
      <p>
        Upgrade yourself on the <Link to={ROUTES.upgrade}>Account Upgrade</Link> page: choose Agent,
        and the upgrade price is paid from your wallet at once. For help, contact our support team
        by e-mail at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or by phone or
        WhatsApp on <a href={`tel:${site.supportPhone}`}>{site.supportPhone}</a>.
      </p>
    ),
  },
  {
    question: 'What are the account levels?',
    answer: (
      <p>
        There are four levels: Normal, Agent, Reseller and API. Every new account starts at Normal,
        and each higher level buys at a lower price. You can compare the prices of every level on
        our <Link to={ROUTES.pricing}>pricing page</Link> and upgrade from your dashboard.
      </p>
    ),
  },
  {
    question: 'How much discount do I get?',
    answer: (
      <p>
        Airtime comes with a discount of up to {BEST_AIRTIME_DISCOUNT_PERCENT}%, depending on the
        network and your account level. There is no convenience fee on cable TV subscriptions or
        electricity payments.
      </p>
    ),
  },
  {
    question: 'How fast will I receive what I buy?',
    answer: (
      <p>
        Most purchases are delivered within seconds, 24 hours a day, 7 days a week. If a provider is
        slow to confirm a purchase, it shows as pending in your transaction history until the final
        result arrives.
      </p>
    ),
  },
  {
    question: 'Can I earn by referring people?',
    answer: (
      <p>
        Yes. Share your referral link from your dashboard and earn up to 5% on the transactions of
        the people who register with it. You can move your referral bonus to your wallet at any time
        once it reaches {wholeNaira(LIMITS.minBonusTransfer)}.
      </p>
    ),
  },
  {
    question: 'Do you have an API for developers and resellers?',
    answer: (
      <p>
        Yes. API users can sell our services from their own website or app and receive webhook
        notifications of each transaction. Read the{' '}
        <a href={site.apiDocsUrl} target="_blank" rel="noopener">
          API documentation
        </a>{' '}
        to get started.
      </p>
    ),
  },
  {
    question: 'What if something goes wrong with a purchase?',
    answer: (
      <p>
        Check the transaction in your transaction history first. If you still need help, send the
        transaction reference to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> and
        our team will look into it straight away.
      </p>
    ),
  },
];
