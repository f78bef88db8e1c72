import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { User } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { browserNavigation } from '@/shared/lib/navigation';
import { FUNDING_MESSAGES } from '@contract/rules';
import {
  apiUrl,
  buildUser,
  errorList,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { VirtualAccountPanels } from './VirtualAccountPanels';

const ada = buildUser();

function serveUser(user: User = ada) {
  const state = { user };
  const calls = jest.fn();
  mswServer.use(
    http.get(apiUrl('get-user/'), () => {
      calls();
      return HttpResponse.json({ data: state.user });
    }),
  );
  return { state, calls };
}

/** Records create-virtual-account/ bodies; answers with `reply`. */
function serveCreate(reply: () => Response) {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('create-virtual-account/'), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

async function open(title: string) {
  const user = setupUser();
  await user.click(await screen.findByRole('tab', { name: title }));
  return user;
}

const createButton = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`Create ${title} account|Processing`) });

let loads: jest.SpyInstance;
beforeEach(() => {
  writeAccessToken('token-1');
  loads = jest.spyOn(browserNavigation, 'fullPageLoad').mockImplementation(() => undefined);
});
afterEach(() => {
  loads.mockRestore();
  jest.useRealTimers();
});

it('offers a panel per bank with its charges, one open at a time', async () => {
  serveUser();
  renderWithProviders(<VirtualAccountPanels />);
  const user = await open('Rehoboth');
  expect(
    screen.getByText(/Free for deposits under ₦5,000; ₦30 for deposits of ₦5,000 and above/),
  ).toBeVisible();
  expect(screen.getByRole('form', { name: 'Create Rehoboth account' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Wema' }));
  expect(await screen.findByRole('form', { name: 'Create Wema account' })).toBeInTheDocument();
  expect(screen.getByText(/0\.85% of every deposit/)).toBeVisible();
  await waitFor(() =>
    expect(screen.queryByRole('form', { name: 'Create Rehoboth account' })).toBeNull(),
  );
  expect(screen.getByRole('tab', { name: 'Moniepoint' })).toBeInTheDocument();
});

it('asks rehoboth only for the account name and sends no NIN', async () => {
  serveUser();
  const bodies = serveCreate(() => HttpResponse.json({ data: { message: 'ok' } }));
  renderWithProviders(<VirtualAccountPanels />);
  const user = await open('Rehoboth');
  expect(screen.queryByLabelText('NIN')).not.toBeInTheDocument();

  await user.click(createButton('Rehoboth'));
  await waitFor(() =>
    expect(fieldError('Account name')).toBe(FUNDING_MESSAGES.accountNameRequired),
  );
  expect(popupTexts()).toEqual([FUNDING_MESSAGES.accountNameRequired]);
  expect(bodies).toEqual([]);

  await user.type(screen.getByLabelText('Account name'), 'Ada Okafor');
  await user.click(createButton('Rehoboth'));
  await waitFor(() =>
    expect(bodies).toEqual([{ bank_name: 'rehoboth', account_name: 'Ada Okafor', nin: '' }]),
  );
});

it.each(['Moniepoint', 'Wema'])('asks %s for a NIN of exactly 11 digits', async (title) => {
  serveUser();
  const bodies = serveCreate(() => HttpResponse.json({ data: { message: 'ok' } }));
  renderWithProviders(<VirtualAccountPanels />);
  const user = await open(title);

  await user.type(screen.getByLabelText('Account name'), 'Ada Okafor');
  await user.click(createButton(title));
  await waitFor(() => expect(fieldError('NIN')).toBe(FUNDING_MESSAGES.ninInvalid));

  await user.type(screen.getByLabelText('NIN'), '1234567890');
  await user.click(createButton(title));
  await waitFor(() => expect(fieldError('NIN')).toBe(FUNDING_MESSAGES.ninInvalid));
  expect(bodies).toEqual([]);

  await user.type(screen.getByLabelText('NIN'), '1');
  await waitFor(() => expect(fieldError('NIN')).toBeNull());
  await user.click(createButton(title));
  await waitFor(() =>
    expect(bodies).toEqual([
      { bank_name: title.toLowerCase(), account_name: 'Ada Okafor', nin: '12345678901' },
    ]),
  );
});

it("says 'Account created successfully', shows the new account and reloads 3.5 s later", async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const { state } = serveUser();
  const bodies = serveCreate(() => {
    state.user = {
      ...ada,
      moniepoint_account: [
        { accountName: 'NairaTop-Ada Okafor', accountNumber: '6012345678', bankName: 'Moniepoint' },
      ],
    };
    return HttpResponse.json({ data: { message: FUNDING_MESSAGES.accountCreated } });
  });
  renderWithProviders(<VirtualAccountPanels />);
  const user = await open('Moniepoint');
  await user.type(screen.getByLabelText('Account name'), 'Ada Okafor');
  await user.type(screen.getByLabelText('NIN'), '12345678901');
  await user.click(createButton('Moniepoint'));

  await waitFor(() =>
    expect(document.querySelector('.ant-alert-success')).toHaveTextContent(
      FUNDING_MESSAGES.accountCreated,
    ),
  );
  // (waitFor moves fake time on a little while it polls, hence the margin)
  expect(loads).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(3000));
  expect(loads).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(500));
  expect(loads).toHaveBeenCalledTimes(1);
  expect(loads).toHaveBeenCalledWith(window.location.href);
  expect(popupTexts()).toEqual([FUNDING_MESSAGES.accountCreated]);
  expect(bodies).toHaveLength(1);
  // the refetched user shows the new account in place of the form
  expect(await screen.findByText('6012345678')).toBeVisible();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('shows an existing account with its number and a Copy button instead of the form', async () => {
  serveUser({
    ...ada,
    wema_account: [
      { accountName: 'NairaTop-Ada Okafor', accountNumber: '7012345678', bankName: 'Wema bank' },
    ],
  });
  renderWithProviders(<VirtualAccountPanels />);
  const user = await open('Wema');
  const details = within(await screen.findByRole('table'));
  expect(details.getByText('NairaTop-Ada Okafor')).toBeVisible();
  expect(details.getByText('7012345678')).toBeVisible();
  expect(details.getByText('Wema bank')).toBeVisible();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();

  // user-event's clipboard stands in for the browser's
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Copy account number 7012345678' }));
  expect(writeText).toHaveBeenCalledWith('7012345678');
  await waitFor(() => expect(popupTexts()).toEqual(['Account number copied']));

  // the other banks still offer the form
  await user.click(screen.getByRole('tab', { name: 'Rehoboth' }));
  expect(await screen.findByRole('form', { name: 'Create Rehoboth account' })).toBeInTheDocument();
});

it("shows the server's error as a popup and in the on-page list, and does not reload", async () => {
  serveUser();
  serveCreate(() =>
    HttpResponse.json(
      {
        message: FUNDING_MESSAGES.accountExists,
        errors: [{ field: 'bank_name', detail: FUNDING_MESSAGES.accountExists }],
        data: { bank_name: FUNDING_MESSAGES.accountExists },
      },
      { status: 400 },
    ),
  );
  renderWithProviders(<VirtualAccountPanels />);
  const user = await open('Rehoboth');
  await user.type(screen.getByLabelText('Account name'), 'Ada Okafor');
  await user.click(createButton('Rehoboth'));

  await waitFor(() => expect(popupTexts()).toEqual([FUNDING_MESSAGES.accountExists]));
  expect(errorList().getByRole('listitem')).toHaveTextContent(FUNDING_MESSAGES.accountExists);
  expect(createButton('Rehoboth')).toBeEnabled();
  expect(loads).not.toHaveBeenCalled();
});
