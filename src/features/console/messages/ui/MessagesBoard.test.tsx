import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  MarketingCampaign,
  MarketingOptions,
  MarketingPreview,
  MarketingPreviewRequest,
  SendCampaignRequest,
} from '@contract/api/console/messages';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { MessagesBoard } from './MessagesBoard';

beforeEach(() => writeAccessToken('owner-token'));

const OPTIONS: MarketingOptions = {
  levels: [
    { id: 1, name: 'smart earner' },
    { id: 4, name: 'api' },
  ],
  sender: 'NairaTop',
  page_cost_kobo: 280,
  sms_footer_length: 60,
  campaigns_per_day: 3,
  campaigns_left_today: 2,
  messages_per_minute: 60,
};

const PREVIEW: MarketingPreview = {
  recipients: 120,
  opted_out: 4,
  no_address: 2,
  characters: 86,
  pages: 1,
  page_cost_kobo: 280,
  cost_kobo: 33600,
  sample: {
    to: '08031234567',
    subject: '',
    text: 'Data is cheaper today\nOpt out: https://nairatop.ng/opt-out/x',
  },
};

function serve() {
  const campaigns: MarketingCampaign[] = [];
  const previews: MarketingPreviewRequest[] = [];
  const sends: SendCampaignRequest[] = [];
  mswServer.use(
    http.get(apiUrl('console/messages/options'), () => HttpResponse.json({ data: OPTIONS })),
    http.get(apiUrl('console/messages'), () => HttpResponse.json({ data: campaigns })),
    http.post(apiUrl('console/messages/preview'), async ({ request }) => {
      previews.push((await request.json()) as MarketingPreviewRequest);
      return HttpResponse.json({ data: PREVIEW });
    }),
    http.post(apiUrl('console/messages'), async ({ request }) => {
      const body = (await request.json()) as SendCampaignRequest;
      sends.push(body);
      const campaign: MarketingCampaign = {
        id: 7,
        created_at: '2026-11-30T10:00:00.000Z',
        created_by: 'owner@nairatop.ng',
        channel: body.message.channel,
        subject: '',
        body: body.message.body,
        segment: body.segment,
        reason: body.reason,
        recipients: 120,
        sent: 0,
        failed: 0,
        waiting: 120,
        pages: 1,
        cost_kobo: 33600,
        spent_kobo: 0,
        finished_at: null,
      };
      campaigns.unshift(campaign);
      return HttpResponse.json({ data: campaign }, { status: 201 });
    }),
  );
  return { previews, sends };
}

it('previews an SMS to API resellers with its cost, then sends it once with a reason', async () => {
  const { previews, sends } = serve();
  renderWithProviders(<MessagesBoard />);
  const user = setupUser();
  await user.click(await screen.findByRole('radio', { name: 'SMS' }));
  expect(screen.getByText(/Sender: NairaTop/)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Data is cheaper today');
  // 21 characters and the 60 of the opt-out line
  expect(screen.getByText(/81 characters with the opt-out line, 1 page/)).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /API resellers only/ }));
  expect(screen.getByRole('button', { name: 'Send…' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Preview' }));
  const preview = await screen.findByLabelText('Preview');
  expect(within(preview).getByText('120')).toBeInTheDocument();
  expect(within(preview).getByText('₦336.00 (120 × 1 × ₦2.80)')).toBeInTheDocument();
  expect(previews).toEqual([
    {
      message: { channel: 'sms', subject: '', body: 'Data is cheaper today' },
      segment: { level_ids: [], active_days: null, api_resellers: true },
    },
  ]);

  await user.click(screen.getByRole('button', { name: 'Send…' }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText(/costs the business ₦336.00; no customer is charged/),
  ).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Send to 120 customers' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give a reason');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Black Friday');
  await user.click(within(dialog).getByRole('button', { name: 'Send to 120 customers' }));

  expect(await screen.findByText(/Sending to 120 customers in the background/)).toBeInTheDocument();
  expect(sends).toEqual([
    {
      message: { channel: 'sms', subject: '', body: 'Data is cheaper today' },
      segment: { level_ids: [], active_days: null, api_resellers: true },
      reason: 'Black Friday',
    },
  ]);
  const row = await screen.findByRole('row', { name: /Data is cheaper today/ });
  expect(row).toHaveTextContent('All customers, holding an API key');
  expect(row).toHaveTextContent('120 to go');
});

it('asks for a new preview when the segment changes after one', async () => {
  serve();
  renderWithProviders(<MessagesBoard />);
  const user = setupUser();
  await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Weekend deal');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Cheaper data all weekend');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByLabelText('Preview');
  expect(screen.getByRole('button', { name: 'Send…' })).toBeEnabled();

  await user.click(screen.getByRole('checkbox', { name: /Active \(bought or signed in\)/ }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send…' })).toBeDisabled());
  expect(screen.getByText('The message or segment changed: preview again.')).toBeInTheDocument();
});

it('refuses to preview an e-mail without a subject', async () => {
  const { previews } = serve();
  renderWithProviders(<MessagesBoard />);
  const user = setupUser();
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Write a subject.');
  expect(previews).toEqual([]);
});
