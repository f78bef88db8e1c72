import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CreateProblemReportRequest, ProblemReport } from '@contract/api/problem-reports';
import { PROBLEM_MESSAGES } from '@contract/rules/problem-report';
import {
  apiUrl,
  buildTransaction,
  mswServer,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { PICK_KIND } from '../model/form';
import { ReportProblem } from './ReportProblem';

const NOW = new Date().toISOString();
const purchase = buildTransaction({ id: 41, tx_ref: 'TX-41', created_at: NOW });

const reportOf = (overrides: Partial<ProblemReport>): ProblemReport => ({
  id: 5,
  transaction_id: 41,
  tx_ref: 'TX-41',
  kind: 'not_received',
  note: '',
  status: 'open',
  answer: 'We are looking into it and will answer by 30th Nov, 2026, 10:00:00 am.',
  answer_by: '2026-11-30T09:00:00.000Z',
  created_at: NOW,
  closed_at: null,
  ...overrides,
});

/** The server as the test sets it: the reports it holds, and what a new report gets. */
function serve(answer: ProblemReport) {
  const held: ProblemReport[] = [];
  const sent: CreateProblemReportRequest[] = [];
  mswServer.use(
    http.get(apiUrl('transactions/41/problem-reports/'), () => HttpResponse.json({ data: held })),
    http.post(apiUrl('transactions/41/problem-reports/'), async ({ request }) => {
      sent.push((await request.json()) as CreateProblemReportRequest);
      held.unshift(answer);
      return HttpResponse.json({ message: answer.answer, data: answer }, { status: 201 });
    }),
  );
  return sent;
}

it('asks what went wrong, needs a note for "Something else", sends the report and shows its answer at once', async () => {
  const answer = reportOf({
    status: 'answered',
    answer: 'Delivered at 29th Nov, 2026, 7:06:00 pm: the provider confirms it.',
    answer_by: null,
    closed_at: NOW,
  });
  const sent = serve(answer);
  const user = setupUser();
  renderWithProviders(<ReportProblem transaction={purchase} />);

  await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByText(PICK_KIND)).toBeInTheDocument();

  await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
  await user.type(within(dialog).getByLabelText('What happened?'), 'odd');
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByText(PROBLEM_MESSAGES.noteRequired)).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.click(within(dialog).getByRole('radio', { name: 'I did not receive it' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(sent).toEqual([{ kind: 'not_received', note: 'odd' }]));
  // the answer is the newest report of the list, closed dialog behind it
  const listed = await screen.findByRole('listitem', { name: 'Report: I did not receive it' });
  expect(listed).toHaveTextContent('Answered');
  expect(listed).toHaveTextContent(answer.answer);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // answered: another problem can still be reported
  expect(screen.getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
});

it('shows an open dispute with its answer time, and no second report while it is open', async () => {
  const open = reportOf({ note: 'Nothing came' });
  mswServer.use(
    http.get(apiUrl('transactions/41/problem-reports/'), () => HttpResponse.json({ data: [open] })),
  );
  renderWithProviders(<ReportProblem transaction={purchase} />);
  const item = await screen.findByRole('listitem', { name: 'Report: I did not receive it' });
  expect(item).toHaveTextContent('Open');
  expect(item).toHaveTextContent('“Nothing came”');
  expect(item).toHaveTextContent(open.answer);
  expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
});

it('offers no report on a wallet funding, nor on a purchase older than the rule allows', async () => {
  const funding = buildTransaction({ id: 42, kind: 'wallet_funding', created_at: NOW });
  const { unmount } = renderWithProviders(<ReportProblem transaction={funding} />);
  expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  unmount();
  renderWithProviders(
    <ReportProblem transaction={{ ...purchase, created_at: '2020-01-01T10:00:00.000Z' }} />,
  );
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument(),
  );
});

it('keeps the dialog open with the refusal when the server says no', async () => {
  mswServer.use(
    http.post(apiUrl('transactions/41/problem-reports/'), () =>
      HttpResponse.json(
        {
          message: 'You already reported this purchase: we answer by 30th Nov, 2026, 10:00:00 am.',
          errors: [],
        },
        { status: 409 },
      ),
    ),
  );
  const user = setupUser();
  renderWithProviders(<ReportProblem transaction={purchase} />);
  await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: 'I was charged twice' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'You already reported this purchase',
  );
});
