import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { KycStatus, VerifyIdentityRequest } from '@contract/api/kyc';
import { KYC_MESSAGES, holdReason } from '@contract/rules/kyc';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  errorList,
  fieldError,
  mswServer,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { VerifyIdentityPanel } from './VerifyIdentityPanel';

const LIMITS: KycStatus['limits'] = [
  { tier: 0, single_deposit: 20_000, daily_inflow: 50_000, balance: 50_000 },
  { tier: 1, single_deposit: 50_000, daily_inflow: 50_000, balance: 300_000 },
  { tier: 2, single_deposit: 100_000, daily_inflow: 200_000, balance: 500_000 },
  { tier: 3, single_deposit: 5_000_000, daily_inflow: 5_000_000, balance: null },
];

const unverified: KycStatus = {
  tier: 0,
  nin: null,
  bvn: null,
  limits: LIMITS,
  today_inflow: 0,
  balance: 0,
  hold: null,
  review: null,
};

/** The identity API as the server answers it: a wrong date first, then a match. */
function serveIdentity(start: KycStatus) {
  let status = start;
  const sent: VerifyIdentityRequest[] = [];
  mswServer.use(
    http.get(apiUrl('kyc/'), () => HttpResponse.json(status)),
    http.post(apiUrl('kyc/verify/'), async ({ request }) => {
      const body = (await request.json()) as VerifyIdentityRequest;
      sent.push(body);
      if (body.date_of_birth !== '1990-04-23') {
        const message = KYC_MESSAGES.dateOfBirthMismatch(body.kind);
        return HttpResponse.json(
          { message, errors: [{ detail: message }], data: { date_of_birth: message } },
          { status: 400 },
        );
      }
      status = {
        ...status,
        tier: 1,
        [body.kind]: { last4: body.number.slice(-4), verified_at: '2026-11-30T10:00:00.000Z' },
      };
      return HttpResponse.json({ message: KYC_MESSAGES.verified(body.kind), status });
    }),
  );
  return sent;
}

beforeEach(() => writeAccessToken('token-1'));

it('shows the tier and every tier’s limits, and verifies a NIN typed key by key', async () => {
  const sent = serveIdentity(unverified);
  const user = setupUser();
  renderWithProviders(<VerifyIdentityPanel />);

  expect(await screen.findByText('Not verified', { selector: '.ant-tag' })).toBeVisible();
  const tiers = within(screen.getByRole('list', { name: 'Limits of each tier' }));
  expect(tiers.getAllByRole('listitem')).toHaveLength(4);
  expect(tiers.getByText('₦300,000.00')).toBeVisible();
  expect(tiers.getByText('No limit')).toBeVisible();
  expect(screen.getByText('Verify your NIN or your BVN to reach Tier 1.')).toBeVisible();

  const form = within(screen.getByRole('form', { name: 'Verify your NIN' }));
  // a short number is answered before anything is sent
  await user.type(form.getByLabelText('NIN'), '7123');
  await user.type(form.getByLabelText('Date of birth'), '1990-04-23');
  await user.click(form.getByRole('button', { name: 'Verify NIN' }));
  expect(fieldError('NIN')).toBe(KYC_MESSAGES.numberInvalid('nin'));
  expect(sent).toEqual([]);

  await user.type(form.getByLabelText('NIN'), '4567890');
  await user.clear(form.getByLabelText('Date of birth'));
  await user.type(form.getByLabelText('Date of birth'), '1990-04-24');
  await user.click(form.getByRole('button', { name: 'Verify NIN' }));
  expect(await errorList().findByText(KYC_MESSAGES.dateOfBirthMismatch('nin'))).toBeVisible();
  expect(fieldError('Date of birth')).toBe(KYC_MESSAGES.dateOfBirthMismatch('nin'));

  await user.clear(form.getByLabelText('Date of birth'));
  await user.type(form.getByLabelText('Date of birth'), '1990-04-23');
  await user.click(form.getByRole('button', { name: 'Verify NIN' }));
  expect(await screen.findByText('Tier 1', { selector: '.ant-tag' })).toBeVisible();
  expect(screen.getByText(/Verified, ending 7890/)).toBeVisible();
  expect(sent.at(-1)).toEqual({ kind: 'nin', number: '71234567890', date_of_birth: '1990-04-23' });
  // the NIN form is gone; the BVN's stays for tier 2
  expect(screen.queryByRole('form', { name: 'Verify your NIN' })).not.toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Verify your BVN' })).toBeInTheDocument();
  expect(screen.getByText('Verify your BVN as well to reach Tier 2.')).toBeVisible();
});

it('offers the tier-3 document at tier 2 and says when one waits for review', async () => {
  const verified = { last4: '1234', verified_at: '2026-11-30T10:00:00.000Z' };
  serveIdentity({ ...unverified, tier: 2, nin: verified, bvn: verified });
  renderWithProviders(<VerifyIdentityPanel />);
  expect(await screen.findByRole('form', { name: 'Send an ID document' })).toBeInTheDocument();
  expect(screen.getByLabelText('Photo or scan of the document')).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,application/pdf',
  );
});

it('hides the document form while one waits, and shows a hold word for word', async () => {
  const verified = { last4: '1234', verified_at: '2026-11-30T10:00:00.000Z' };
  serveIdentity({
    ...unverified,
    tier: 2,
    nin: verified,
    bvn: verified,
    review: {
      status: 'pending',
      submitted_at: '2026-11-30T10:00:00.000Z',
      reviewed_at: null,
      reason: null,
    },
  });
  const reason = holdReason(0, 'balance', 5_000_000, 6_000_000);
  mswServer.use(
    http.get(apiUrl('get-user/'), () =>
      HttpResponse.json({ data: { wallet_balance: 60_000, kyc_tier: 2, kyc_hold: reason } }),
    ),
  );
  renderWithProviders(<VerifyIdentityPanel />);
  expect(await screen.findByText(reason)).toBeVisible();
  expect(screen.getByText('Purchases are paused on your wallet')).toBeVisible();
  expect(
    screen.getByText('Your document is with our team. We will e-mail you when it is reviewed.'),
  ).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Send an ID document' })).not.toBeInTheDocument();
});
