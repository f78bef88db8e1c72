import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Package, Schedule } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  confirmDialog,
  mswServer,
  renderWithProviders,
  serveCategoryPackages,
  setupUser,
  TEST_PIN,
} from '@/shared/lib/test';
import { CATEGORY_IDS } from '@contract/constants';
import { ScheduleForm } from './ScheduleForm';
import { ScheduleList } from './ScheduleList';

const mtn: Package = {
  id: 11,
  title: 'MTN',
  image: '/media/logos/mtn.svg',
  description: 'MTN airtime',
  network_type: null,
  service_id: 'mtn',
  products: { discount: 2 },
};

const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  id: 7,
  service: 'airtime',
  summary: 'MTN airtime ₦500 for 08031234567',
  purchase: { phone_number: '08031234567', amount: 500, package_id: 11 },
  frequency: 'daily',
  // 06:30 UTC is 07:30 in Lagos.
  first_run_at: '2026-11-27T06:30:00.000Z',
  ends_on: null,
  max_runs: null,
  runs_count: 1,
  next_run_at: '2026-11-28T06:30:00.000Z',
  status: 'active',
  last_run: {
    id: 1,
    due_at: '2026-11-27T06:30:00.000Z',
    status: 'confirmed',
    message: 'Transaction Successful',
    tx_ref: 'NT-1',
  },
  created_at: '2026-11-26T20:00:00.000Z',
  ...overrides,
});

/** The server's list, paused, resumed and deleted in place as the requests arrive. */
function serveSchedules(list: Schedule[]) {
  const sent: { method: string; body?: unknown }[] = [];
  mswServer.use(
    http.get(apiUrl('schedules/'), () => HttpResponse.json({ data: list })),
    http.patch(apiUrl('schedules/:id/'), async ({ params, request }) => {
      const body = (await request.json()) as { status: Schedule['status'] };
      sent.push({ method: 'PATCH', body });
      const row = list.find((item) => item.id === Number(params.id));
      if (row) row.status = body.status;
      return HttpResponse.json({ data: row });
    }),
    http.delete(apiUrl('schedules/:id/'), ({ params }) => {
      sent.push({ method: 'DELETE' });
      list.splice(
        list.findIndex((item) => item.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ data: null });
    }),
  );
  return sent;
}

beforeEach(() => writeAccessToken('token-1'));

it('shows each schedule with its next run and last result in Lagos time', async () => {
  serveSchedules([schedule()]);
  renderWithProviders(<ScheduleList />);
  const item = await screen.findByRole('listitem', { name: /MTN airtime/ });
  expect(within(item).getByText('Active')).toBeInTheDocument();
  expect(within(item).getByText('Sat 28 Nov 2026, 7:30 am')).toBeInTheDocument();
  expect(within(item).getByText('Bought (Fri 27 Nov 2026, 7:30 am)')).toBeInTheDocument();
});

it('says a skipped run was for a low balance', async () => {
  serveSchedules([
    schedule({
      last_run: {
        id: 2,
        due_at: '2026-11-27T06:30:00.000Z',
        status: 'skipped',
        message: 'Insufficient wallet balance.',
        tx_ref: null,
      },
    }),
  ]);
  renderWithProviders(<ScheduleList />);
  expect(await screen.findByText(/Skipped \(low balance\)/)).toBeInTheDocument();
});

it('pauses and resumes a schedule', async () => {
  const sent = serveSchedules([schedule()]);
  const user = setupUser();
  renderWithProviders(<ScheduleList />);
  await user.click(await screen.findByRole('button', { name: /^Pause MTN airtime/ }));
  const item = screen.getByRole('listitem', { name: /MTN airtime/ });
  expect(await within(item).findByText('Paused', { selector: '.ant-tag' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Resume MTN airtime/ }));
  expect(await within(item).findByText('Active')).toBeInTheDocument();
  expect(sent).toEqual([
    { method: 'PATCH', body: { status: 'paused' } },
    { method: 'PATCH', body: { status: 'active' } },
  ]);
});

it('deletes a schedule only after Delete is confirmed', async () => {
  const sent = serveSchedules([schedule()]);
  const user = setupUser();
  renderWithProviders(<ScheduleList />);
  await user.click(await screen.findByRole('button', { name: /^Delete MTN airtime/ }));
  await user.click(
    await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Keep' }),
  );
  expect(sent).toEqual([]);
  await user.click(screen.getByRole('button', { name: /^Delete MTN airtime/ }));
  await user.click(
    await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Delete' }),
  );
  expect(await screen.findByText(/No scheduled top-ups yet/)).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'DELETE' }]);
});

describe('the schedule form', () => {
  function serveCreate(answer?: { status: number; body: object }) {
    const bodies: unknown[] = [];
    mswServer.use(
      http.post(apiUrl('schedules/'), async ({ request }) => {
        bodies.push(await request.json());
        if (answer) return HttpResponse.json(answer.body, { status: answer.status });
        return HttpResponse.json(
          { message: 'Purchase scheduled', data: schedule() },
          { status: 201 },
        );
      }),
    );
    return bodies;
  }

  async function fillAirtime(user: ReturnType<typeof setupUser>) {
    await user.click(await screen.findByRole('radio', { name: /MTN/ }));
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.type(screen.getByLabelText('First run (Lagos time)'), '2026-12-01T07:30');
  }

  it('sends the purchase and its Lagos time with the PIN from the confirmation', async () => {
    serveCategoryPackages(CATEGORY_IDS.airtime, [mtn]);
    const bodies = serveCreate();
    const user = setupUser();
    renderWithProviders(<ScheduleForm />);
    await fillAirtime(user);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    // the confirmation names what each run buys and for how long
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      '₦500.00 MTN airtime for 08031234567, every day, until you stop it, first run Tue 1 Dec 2026, 7:30 am (Lagos time)',
    );
    await confirmDialog(user, 'Yes');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      service: 'airtime',
      frequency: 'daily',
      purchase: { network: 'MTN', phone_number: '08031234567', amount: 500, package_id: 11 },
      first_run_at: '2026-12-01T06:30:00.000Z',
      pin: TEST_PIN,
    });
  });

  it('asks for what is missing before anything is sent', async () => {
    serveCategoryPackages(CATEGORY_IDS.airtime, [mtn]);
    const bodies = serveCreate();
    const user = setupUser();
    renderWithProviders(<ScheduleForm />);
    await screen.findByRole('radio', { name: /MTN/ });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining(['Please select a provider from the list', 'Amount is required']),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal beside its field", async () => {
    serveCategoryPackages(CATEGORY_IDS.airtime, [mtn]);
    serveCreate({
      status: 400,
      body: {
        message: 'Phone number is invalid',
        errors: [{ detail: 'Phone number is invalid', field: 'phone_number' }],
        data: { phone_number: 'Phone number is invalid' },
      },
    });
    const user = setupUser();
    renderWithProviders(<ScheduleForm />);
    await fillAirtime(user);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await confirmDialog(user, 'Yes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number is invalid');
  });
});
