import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleCustomerKyc } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, popupTexts, renderWithProviders, setupUser } from '@/shared/lib/test';
import { CustomerKycPanel } from './CustomerKycPanel';

const kyc: ConsoleCustomerKyc = {
  tier: 2,
  tier_label: 'Tier 2',
  nin: { last4: '1234', verified_at: '2026-11-20T10:00:00.000Z' },
  bvn: { last4: '5678', verified_at: '2026-11-21T10:00:00.000Z' },
  hold: { reason: 'A deposit took your wallet over the limit.', since: '2026-11-28T12:00:00.000Z' },
  review: {
    id: 7,
    status: 'rejected',
    id_type: 'drivers_licence',
    id_type_label: "Driver's licence",
    address: '4 Allen Avenue, Ikeja',
    document_name: 'licence.jpg',
    document_type: 'image/jpeg',
    document_bytes: 200_000,
    submitted_at: '2026-11-22T10:00:00.000Z',
    reviewed_at: '2026-11-23T10:00:00.000Z',
    reviewed_by: 'owner@nairatop.ng',
    reason: 'The photo is blurred',
  },
  checks: [
    {
      id: 3,
      kind: 'bvn',
      outcome: 'mismatch',
      mismatched: ['date_of_birth'],
      last4: '5678',
      provider: 'monnify',
      created_at: '2026-11-21T09:00:00.000Z',
    },
  ],
};

function serve() {
  let current = kyc;
  const releases: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('console/customers/41/kyc'), () => HttpResponse.json({ data: current })),
    http.post(apiUrl('console/customers/41/kyc/release-hold'), async ({ request }) => {
      releases.push(await request.json());
      current = { ...current, hold: null };
      return HttpResponse.json({ message: 'The hold is released.', data: current });
    }),
  );
  return releases;
}

const renderPanel = (canRelease: boolean) => {
  writeAccessToken('token-1');
  return renderWithProviders(
    <CustomerKycPanel customerId={41} customerName="Ngozi Eze" canRelease={canRelease} />,
  );
};

it('shows the tier, the numbers by their last four, the hold, the review and the checks', async () => {
  serve();
  renderPanel(false);
  const panel = await screen.findByLabelText('Identity (KYC)');
  expect(await within(panel).findByText('Tier 2')).toBeInTheDocument();
  expect(within(panel).getByText(/^•••• 1234, verified/)).toBeInTheDocument();
  expect(within(panel).getByText('A deposit took your wallet over the limit.')).toBeInTheDocument();
  expect(within(panel).getByText(/The photo is blurred/)).toBeInTheDocument();
  expect(within(panel).getAllByText('Did not match').length).toBeGreaterThan(0);
  expect(within(panel).getByText('date of birth')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Release hold' })).not.toBeInTheDocument();
});

it('lets an owner release the hold with a reason', async () => {
  const releases = serve();
  renderPanel(true);
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Release hold' }));
  const form = await screen.findByRole('form', { name: "Release Ngozi Eze's wallet" });
  await user.type(within(form).getByLabelText('Reason'), 'Source of funds checked');
  await user.click(within(form).getByRole('button', { name: 'Release hold' }));
  await waitFor(() => expect(popupTexts()).toContain('The hold is released.'));
  expect(releases).toEqual([{ reason: 'Source of funds checked' }]);
  await waitFor(() =>
    expect(
      screen.queryByText('A deposit took your wallet over the limit.'),
    ).not.toBeInTheDocument(),
  );
});
