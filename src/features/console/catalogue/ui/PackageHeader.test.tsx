import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsolePackage, RefreshPlansResponse } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { PackageHeader } from './PackageHeader';

const pkg: ConsolePackage = {
  id: 5,
  category_id: 2,
  category: 'Data',
  title: 'MTN SME',
  service_id: 'mtn-data',
  network: 'MTN',
  active: true,
  pricing: 'plans',
  provider_commission: 3,
  rates: [],
  plans: [],
};

beforeEach(() => writeAccessToken('owner-token'));

it("lists the other providers' unpriced plans after a refresh, and names one that did not answer", async () => {
  mswServer.use(
    http.post(apiUrl('console/catalogue/packages/5/refresh'), () =>
      HttpResponse.json({
        data: {
          added: 0,
          updated: 0,
          package: pkg,
          unpriced: [
            {
              provider: 'clubkonnect',
              code: 'mtn-sme-1gb',
              name: 'MTN SME 1GB',
              amount: 380,
              plan_id: 11,
            },
            {
              provider: 'clubkonnect',
              code: '9000.0',
              name: 'MTN SME 9GB',
              amount: 2100,
              plan_id: null,
            },
          ],
          unreachable: ['other'],
        } satisfies RefreshPlansResponse,
      }),
    ),
  );
  renderWithProviders(<PackageHeader pkg={pkg} />);
  await setupUser().click(screen.getByRole('button', { name: 'Refresh plans from provider' }));
  expect(await screen.findByText('2 unpriced plans from other providers')).toBeInTheDocument();
  expect(
    screen.getByText(
      /clubkonnect: MTN SME 1GB \(mtn-sme-1gb\) at ₦380\.00 — offer added, disabled/,
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/MTN SME 9GB \(9000\.0\) at ₦2,100\.00 — matches none of our plans/),
  ).toBeInTheDocument();
  expect(screen.getByText('Did not answer: other')).toBeInTheDocument();
});
