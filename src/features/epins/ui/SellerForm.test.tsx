import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { EPIN_MESSAGES as M } from '@contract/services/epins';
import {
  apiUrl,
  enterText,
  errorList,
  fieldError,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { SELLER_SAVED, SellerForm } from './SellerForm';

beforeEach(() => writeAccessToken('token-1'));

function serveSave(answer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  mswServer.use(
    http.put(apiUrl('epins/seller/'), async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

it('asks for a name of at most 40 characters and a phone, then saves them trimmed', async () => {
  const sent = serveSave((body) => HttpResponse.json({ data: body }));
  const user = setupUser();
  renderWithProviders(<SellerForm />);
  const name = await screen.findByLabelText('Business name');
  const save = screen.getByRole('button', { name: 'Save name and phone' });
  await user.click(save);
  await waitFor(() => expect(popupTexts()).toEqual([M.businessNameRequired]));
  expect(fieldError('Phone printed on cards')).toBe(M.sellerPhoneRequired);
  expect(name).toHaveAttribute('maxlength', '40');

  await enterText(user, name, ' Ade Phones, Ikeja ');
  await enterText(user, screen.getByLabelText('Phone printed on cards'), '08031234567');
  await user.click(save);
  await waitFor(() => expect(popupTexts()).toContain(SELLER_SAVED));
  expect(sent).toEqual([{ business_name: 'Ade Phones, Ikeja', phone: '08031234567' }]);
});

it("shows a saved seller, and the server's field messages when it refuses", async () => {
  mswServer.use(
    http.get(apiUrl('epins/seller/'), () =>
      HttpResponse.json({ data: { business_name: 'Ade Phones', phone: '08031234567' } }),
    ),
  );
  serveSave(() =>
    HttpResponse.json(
      {
        message: 'Validation failed',
        errors: [{ field: 'phone', detail: 'Enter a Nigerian phone number' }],
        data: { phone: 'Enter a Nigerian phone number' },
      },
      { status: 400 },
    ),
  );
  const user = setupUser();
  renderWithProviders(<SellerForm />);
  expect(await screen.findByLabelText('Business name')).toHaveValue('Ade Phones');
  expect(screen.getByLabelText('Phone printed on cards')).toHaveValue('08031234567');
  await user.clear(screen.getByLabelText('Phone printed on cards'));
  await enterText(user, screen.getByLabelText('Phone printed on cards'), '123');
  await user.click(screen.getByRole('button', { name: 'Save name and phone' }));
  await waitFor(() =>
    expect(errorList().getByRole('listitem')).toHaveTextContent('Enter a Nigerian phone number'),
  );
});
