import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { REGISTER_MESSAGES as M } from '@contract/rules';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  errorList,
  fieldError,
  fieldErrors,
  popupTexts,
  setupUser,
} from '@/shared/lib/test';
import { RegisterForm } from './RegisterForm';

interface Entries {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
  phone_no: string;
  hear_us: string;
}

const valid: Entries = {
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada.obi@example.com',
  password: 'secret123',
  password2: 'secret123',
  phone_no: '08031234567',
  hear_us: 'Twitter',
};

const labels: Record<keyof Entries, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email address',
  password: 'Password',
  password2: 'Confirm password',
  phone_no: 'Phone number',
  hear_us: 'How did you hear about us?',
};

function setup(route = '/register') {
  const user = setupUser();
  const view = renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterForm />} />
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { antdShell: false, route },
  );
  const fill = async (entries: Partial<Entries>) => {
    for (const [field, value] of Object.entries(entries) as [keyof Entries, string][]) {
      if (!value) continue;
      if (field === 'hear_us') {
        await user.selectOptions(screen.getByLabelText(labels.hear_us), value);
      } else {
        // pasted: typing every character of seven fields is slow under jsdom
        await user.click(screen.getByLabelText(labels[field]));
        await user.paste(value);
      }
    }
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Create account' }));
  return { user, fill, submit, ...view };
}

afterEach(() => jest.useRealTimers());

describe('the ten registration checks, in order', () => {
  const cases: [string, Partial<Entries>, keyof Entries][] = [
    [M.firstNameRequired, { first_name: '' }, 'first_name'],
    [M.lastNameRequired, { last_name: '' }, 'last_name'],
    [M.emailRequired, { email: '' }, 'email'],
    [M.emailInvalid, { email: 'ada@example' }, 'email'],
    [M.passwordRequired, { password: '' }, 'password'],
    [M.confirmPasswordRequired, { password2: '' }, 'password2'],
    [M.phoneRequired, { phone_no: '' }, 'phone_no'],
    [M.phoneInvalid, { phone_no: '0803123456' }, 'phone_no'],
    [M.passwordMismatch, { password2: 'secret124' }, 'password2'],
    [M.hearUsRequired, { hear_us: '' }, 'hear_us'],
  ];

  it.each(cases)("shows only '%s' when just that check fails", async (message, change, field) => {
    const calls = jest.fn();
    mswServer.use(http.post(apiUrl('register/'), () => (calls(), HttpResponse.json({}))));
    const { fill, submit } = setup();
    await fill({ ...valid, ...change });
    await submit();

    await waitFor(() => expect(popupTexts()).toEqual([message]));
    expect(fieldError(labels[field])).toBe(message);
    expect(fieldErrors()).toEqual([message]);
    expect(calls).not.toHaveBeenCalled();
  });

  it('reports the earliest failure when several fail', async () => {
    const { fill, submit } = setup();
    await fill({ email: 'not-an-email', phone_no: '123' });
    await submit();
    await waitFor(() => expect(popupTexts()).toEqual([M.firstNameRequired]));
    expect(fieldErrors()).toEqual([M.firstNameRequired]);
  });
});

it('checks the passwords match as the confirm field is typed', async () => {
  const { user, fill } = setup();
  await fill({ password: 'secret123' });
  const confirm = screen.getByLabelText(labels.password2);

  await user.type(confirm, 'sec');
  expect(fieldError(labels.password2)).toBe(M.passwordMismatch);
  expect(popupTexts()).toEqual([]);

  await user.type(confirm, 'ret123');
  await waitFor(() => expect(fieldError(labels.password2)).toBeNull());

  await user.type(confirm, '4');
  await waitFor(() => expect(fieldError(labels.password2)).toBe(M.passwordMismatch));
});

it('sends the payload, shows the busy label, then the success message, and goes to /login after 3.5 s', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const bodies: unknown[] = [];
  let answer: () => void = () => undefined;
  mswServer.use(
    http.post(apiUrl('register/'), async ({ request }) => {
      bodies.push(await request.json());
      return new Promise<Response>((resolve) => {
        answer = () =>
          resolve(
            HttpResponse.json(
              {
                message: 'Account created successfully!',
                data: { id: 7, username: 'ada.obi@example.com' },
              },
              { status: 201 },
            ),
          );
      });
    }),
  );
  const { fill, submit } = setup();
  expect(screen.queryByLabelText('Referral code')).not.toBeInTheDocument();
  await fill({ ...valid, email: ' ada.obi@example.com ' });
  await submit();

  expect(
    await screen.findByRole('button', { name: 'Creating account... Please wait.' }),
  ).toBeDisabled();
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({
    first_name: 'Ada',
    last_name: 'Obi',
    username: 'ada.obi@example.com',
    email: 'ada.obi@example.com',
    password: 'secret123',
    password2: 'secret123',
    phone_no: '08031234567',
    referred_by: '',
    hear_us: 'Twitter',
  });
  act(() => answer());

  expect(await screen.findAllByText('Account created successfully!')).toHaveLength(2); // page and toast
  expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(500));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

it("lists the server's field messages on the page and shows each as a popup", async () => {
  mswServer.use(
    http.post(apiUrl('register/'), () =>
      HttpResponse.json(
        {
          message: M.emailTaken,
          errors: [
            { field: 'email', detail: M.emailTaken },
            { field: 'referred_by', detail: M.referrerUnknown },
          ],
          data: { email: M.emailTaken, referred_by: M.referrerUnknown },
        },
        { status: 400 },
      ),
    ),
  );
  const { fill, submit } = setup();
  await fill(valid);
  await submit();

  const list = await screen.findByRole('list', { name: 'Errors' });
  expect(list).toBeVisible();
  expect(
    errorList()
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([M.emailTaken, M.referrerUnknown]);
  // the sign-in pages' popups arrive with antd's notification, fetched on first use
  await waitFor(() => expect(popupTexts()).toEqual([M.emailTaken, M.referrerUnknown]));
  expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();

  // the next attempt starts with a clean list
  mswServer.use(
    http.post(apiUrl('register/'), () =>
      HttpResponse.json(
        { message: 'Account created successfully!', data: { id: 1, username: 'a' } },
        { status: 201 },
      ),
    ),
  );
  await submit();
  expect(await screen.findAllByText('Account created successfully!')).not.toHaveLength(0);
  expect(screen.queryByRole('list', { name: 'Errors' })).not.toBeInTheDocument();
});

it('shows the code of a referral link read-only and sends it as referred_by', async () => {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('register/'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        { message: 'Account created successfully!', data: { id: 9, username: valid.email } },
        { status: 201 },
      );
    }),
  );
  const { fill, submit } = setup('/register?ref=K7QM2XPA');

  const referral = screen.getByLabelText('Referral code');
  expect(referral).toHaveValue('K7QM2XPA');
  expect(referral).toHaveAttribute('readonly');

  await fill(valid);
  await submit();
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ referred_by: 'K7QM2XPA', username: valid.email });
});

it('honours an old link carrying an e-mail without ever showing it', async () => {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('register/'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        { message: 'Account created successfully!', data: { id: 9, username: valid.email } },
        { status: 201 },
      );
    }),
  );
  const { fill, submit } = setup('/register?ref=chidi%40example.com');
  expect(screen.queryByLabelText('Referral code')).not.toBeInTheDocument();
  expect(screen.queryByDisplayValue('chidi@example.com')).not.toBeInTheDocument();

  await fill(valid);
  await submit();
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ referred_by: 'chidi@example.com' });
  expect(document.body).not.toHaveTextContent('chidi@example.com');
});

it('takes a phone number typed as +234 803-123-4567 and sends 08031234567', async () => {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('register/'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        { message: 'Account created successfully!', data: { id: 9, username: valid.email } },
        { status: 201 },
      );
    }),
  );
  const { fill, submit, user } = setup();
  await fill({ ...valid, phone_no: '' });
  await user.type(screen.getByLabelText(labels.phone_no), '+234 803-123-4567');
  await submit();
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ phone_no: '08031234567' });
  expect(fieldErrors()).toEqual([]);
});

it('labels every field and offers the hear-us options', async () => {
  const { user } = setup();
  for (const label of Object.values(labels))
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
  const hearUs = screen.getByLabelText(labels.hear_us);
  expect(hearUs).toHaveDisplayValue('Choose one');
  expect(
    within(hearUs)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose one', 'Facebook', 'Instagram', 'Twitter', 'Google', 'From a Friend']);
  expect(within(hearUs).getByRole('option', { name: 'Choose one' })).toBeDisabled();
  await user.selectOptions(hearUs, 'Google');
  expect(hearUs).toHaveDisplayValue('Google');
});

it('opens an unknown referral code for editing, with the message under it, and registers once cleared', async () => {
  const bodies: Record<string, unknown>[] = [];
  mswServer.use(
    http.post(apiUrl('register/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.referred_by)
        return HttpResponse.json(
          {
            message: 'Invalid referral',
            errors: [{ field: 'referred_by', detail: M.referrerUnknown }],
            data: { referred_by: M.referrerUnknown },
          },
          { status: 400 },
        );
      return HttpResponse.json({ message: 'Account created successfully!', data: {} });
    }),
  );
  const { fill, submit, user } = setup('/register?ref=UNKNOWN2');
  await fill(valid);
  await submit();

  const referral = screen.getByLabelText('Referral code');
  await waitFor(() => expect(referral).not.toHaveAttribute('readonly'));
  expect(fieldError('Referral code')).toBe(M.referrerUnknown);

  await submit();
  expect(bodies).toHaveLength(1);

  await user.clear(referral);
  await submit();
  expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toMatchObject({ referred_by: '' });
});
