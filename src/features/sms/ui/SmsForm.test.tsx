import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Package } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { SMS_MESSAGES as M } from '@contract/rules';
import {
  apiUrl,
  capturePurchase,
  confirmDialog,
  enterText,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  serveCategoryPackages,
  setupUser,
  SAMPLE_PACKAGES,
} from '@/shared/lib/test';
import { SmsForm } from './SmsForm';

const smsPackages: Package[] = [SAMPLE_PACKAGES.bulkSms];

const RECIPIENTS = '08031234567, 08051234567,2348031234567, 07011112222, 08051234567';

async function setup() {
  serveCategoryPackages(10, smsPackages);
  const user = setupUser();
  renderWithProviders(<SmsForm />);
  await screen.findByText('Rate: ₦3.50 per SMS page per recipient');
  return {
    user,
    sender: () => screen.getByLabelText('Sender Name'),
    recipients: () => screen.getByLabelText('Recipients'),
    message: () => screen.getByLabelText('Message'),
  };
}

const helpOf = (label: string) =>
  screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-extra')
    ?.textContent;

/** Sets a field's whole value in one change event, as a paste past the input's limit would. */
const change = (field: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(field, { target: { value } });
  });

beforeEach(() => writeAccessToken('token-1'));

it('counts recipients without duplicates, names invalid entries and counts pages up to the 480 cut', async () => {
  const { user, sender, recipients, message } = await setup();
  expect(sender()).toHaveAttribute('maxlength', '11');
  await enterText(user, sender(), 'NairaTop');
  expect(screen.getByText('8 / 11')).toBeInTheDocument();

  // +234 is taken as contacts write it: the same line as 08031234567
  await enterText(user, recipients(), `${RECIPIENTS}, 123, +2348031234567, +1555`);
  expect(helpOf('Recipients')).toContain(
    '3 recipients · 3 duplicates removed · not valid: 123, +1555',
  );

  expect(message()).toHaveAttribute('maxlength', '480');
  expect(helpOf('Message')).toBe('0 / 480 characters · 0 pages');
  await change(message(), 'x'.repeat(160));
  expect(helpOf('Message')).toBe('160 / 480 characters · 1 page');
  await change(message(), 'x'.repeat(161));
  expect(helpOf('Message')).toBe('161 / 480 characters · 2 pages');
  await change(message(), 'x'.repeat(480));
  expect(helpOf('Message')).toBe('480 / 480 characters · 3 pages');
  // Pasted text beyond the limit is cut at 480 characters.
  await change(message(), 'y'.repeat(500));
  expect(message()).toHaveValue('y'.repeat(480));
  expect(helpOf('Message')).toBe('480 / 480 characters · 3 pages');
});

it('reports the messages in order, the first as a popup', async () => {
  const sent = capturePurchase('send-sms/');
  const { user, sender, recipients, message } = await setup();
  const send = screen.getByRole('button', { name: 'Send SMS' });
  await user.click(send);
  await waitFor(() => expect(popupTexts()).toEqual([M.recipientRequired]));
  expect(fieldError('Recipients')).toBe(M.recipientRequired);
  expect(fieldError('Sender Name')).toBe(M.senderRequired);
  expect(fieldError('Message')).toBe(M.messageRequired);

  await enterText(user, recipients(), '08031234567, 123');
  await user.click(send);
  await waitFor(() => expect(popupTexts()).toContain(M.senderRequired));

  await change(sender(), 'ABCDEFGHIJKL');
  await enterText(user, message(), 'Hello');
  await waitFor(() => expect(fieldError('Sender Name')).toBe(M.senderTooLong));
  await user.click(send);
  await waitFor(() => expect(popupTexts()).toContain(M.senderTooLong));

  await change(sender(), 'NairaTop');
  await waitFor(() => expect(fieldError('Sender Name')).toBeNull());
  await user.click(send);
  await waitFor(() => expect(popupTexts()).toContain(M.recipientsInvalid(['123'])));
  expect(fieldError('Recipients')).toBe(M.recipientsInvalid(['123']));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it('refuses a two-character sender name before the confirmation dialog, typed key by key', async () => {
  const sent = capturePurchase('send-sms/');
  const { user, sender, recipients, message } = await setup();
  await user.type(sender(), 'AB');
  await enterText(user, recipients(), '08031234567');
  await enterText(user, message(), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send SMS' }));
  await waitFor(() => expect(popupTexts()).toContain(M.senderTooShort));
  expect(fieldError('Sender Name')).toBe(M.senderTooShort);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.type(sender(), 'C');
  await waitFor(() => expect(fieldError('Sender Name')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Send SMS' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure you want to proceed?');
  expect(sent).toHaveLength(0);
});

it('shows the total cost in the confirmation, sends unique recipients, then clears the message on New purchase', async () => {
  const sent = capturePurchase('send-sms/', 200, M.sent(3));
  const { user, sender, recipients, message } = await setup();
  await enterText(user, sender(), 'NairaTop');
  await enterText(user, recipients(), RECIPIENTS);
  await change(message(), 'z'.repeat(170));
  await user.click(screen.getByRole('button', { name: 'Send SMS' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to proceed?');
  expect(dialog).toHaveTextContent('Total cost: ₦21.00 (3 recipients × 2 pages × ₦3.50)');
  await confirmDialog(user, 'Yes');

  const success = await screen.findByText(M.sent(3));
  expect(success.closest('[data-notice="success"]')).not.toBeNull();
  expect(sent.map((request) => request.body)).toEqual([
    {
      package_id: 40,
      sender_name: 'NairaTop',
      recipients: '08031234567,08051234567,07011112222',
      message: 'z'.repeat(170),
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'New purchase' }));
  expect(message()).toHaveValue('');
  expect(recipients()).toHaveValue(RECIPIENTS);
  expect(sender()).toHaveValue('NairaTop');
});

it('pops up the first errors detail when the SMS rate cannot be loaded', async () => {
  mswServer.use(
    http.get(apiUrl('get-package/10/'), () =>
      HttpResponse.json(
        {
          message: 'Request failed',
          errors: [{ detail: 'SMS service is down' }, { detail: 'Try later' }],
          data: {},
        },
        { status: 503 },
      ),
    ),
  );
  renderWithProviders(<SmsForm />);
  await waitFor(() => expect(popupTexts()).toEqual(['SMS service is down']));
});
