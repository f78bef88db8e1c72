import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { REGISTER_MESSAGES } from '@contract/rules';
import {
  apiUrl,
  buildUser,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { CABLE_REMINDERS_LABEL } from './CableRemindersSetting';
import { EMAIL_RECEIPTS_LABEL } from './EmailReceiptsSetting';
import { ProfilePage } from './ProfilePage';

function serve(state: { user: User }, answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  mswServer.use(
    http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: state.user })),
    http.put(apiUrl('update-user-profile/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function setup() {
  const user = setupUser();
  renderWithProviders(<ProfilePage />, { route: '/dashboard/profile' });
  const region = within(await screen.findByRole('region', { name: 'Phone and receipts' }));
  return { user, region };
}

beforeEach(() => writeAccessToken('token-1'));

it('takes a new phone typed as +234 803-555-0101 key by key and sends 08035550101', async () => {
  const state = { user: buildUser() };
  const bodies = serve(state, (body) => {
    state.user = { ...state.user, phone_no: String(body.phone_no) };
    return HttpResponse.json({ message: 'Profile updated successfully', data: state.user });
  });
  const { user, region } = await setup();
  const phone = region.getByLabelText('Phone number');
  await user.clear(phone);
  await user.type(phone, '+234 803-555-0101');
  await user.click(region.getByRole('button', { name: 'Save phone number' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({ webhook_url: '', phone_no: '08035550101' });
  await waitFor(() => expect(phone).toHaveValue('08035550101'));
});

it('refuses +08031234567 in the form, and shows the server refusing a number in use', async () => {
  const bodies = serve({ user: buildUser() }, () =>
    HttpResponse.json(
      {
        message: REGISTER_MESSAGES.phoneTaken,
        errors: [{ field: 'phone_no', detail: REGISTER_MESSAGES.phoneTaken }],
        data: { phone_no: REGISTER_MESSAGES.phoneTaken },
      },
      { status: 409 },
    ),
  );
  const { user, region } = await setup();
  const phone = region.getByLabelText('Phone number');
  const save = region.getByRole('button', { name: 'Save phone number' });
  await user.clear(phone);
  await user.type(phone, '+08031234567');
  await user.click(save);
  await waitFor(() => expect(fieldError('Phone number')).toBe(REGISTER_MESSAGES.phoneInvalid));
  expect(bodies).toHaveLength(0);

  await user.clear(phone);
  await user.type(phone, '08095550202');
  await user.click(save);
  await waitFor(() => expect(popupTexts()).toContain(REGISTER_MESSAGES.phoneTaken));
  expect(bodies).toHaveLength(1);
});

it('turns receipts by e-mail after each purchase on', async () => {
  const state = { user: buildUser({ email_receipts: false }) };
  const bodies = serve(state, (body) => {
    state.user = { ...state.user, email_receipts: Boolean(body.email_receipts) };
    return HttpResponse.json({ message: 'Profile updated successfully', data: state.user });
  });
  const { user, region } = await setup();
  const setting = region.getByRole('checkbox', { name: EMAIL_RECEIPTS_LABEL });
  expect(setting).not.toBeChecked();
  await user.click(setting);
  await waitFor(() => expect(bodies).toEqual([{ webhook_url: '', email_receipts: true }]));
  await waitFor(() => expect(setting).toBeChecked());
});

it('turns the TV renewal reminders off', async () => {
  const state = { user: buildUser({ cable_reminders: true }) };
  const bodies = serve(state, (body) => {
    state.user = { ...state.user, cable_reminders: Boolean(body.cable_reminders) };
    return HttpResponse.json({ message: 'Profile updated successfully', data: state.user });
  });
  const { user, region } = await setup();
  const setting = region.getByRole('checkbox', { name: CABLE_REMINDERS_LABEL });
  expect(setting).toBeChecked();
  await user.click(setting);
  await waitFor(() => expect(bodies).toEqual([{ webhook_url: '', cable_reminders: false }]));
  await waitFor(() => expect(setting).not.toBeChecked());
});
