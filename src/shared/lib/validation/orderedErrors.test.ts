import { object, string } from 'yup';
import { orderedErrors } from './orderedErrors';

const schema = object({
  phone: string()
    .required('phone required')
    .matches(/^0\d{10}$/, 'phone invalid'),
  amount: string().required('amount required'),
  code: string().test('known', 'code unknown', (value, test) =>
    Boolean((test.options.context as { known?: string } | undefined)?.known === value),
  ),
});
const order = ['phone required', 'amount required', 'code unknown', 'phone invalid'];

it('orders the fields by their message in `order`, not by the schema keys', () => {
  const errors = orderedErrors(schema, { phone: '0803', amount: '', code: 'x' }, order, {
    known: 'y',
  });
  expect(Object.entries(errors)).toEqual([
    ['amount', 'amount required'],
    ['code', 'code unknown'],
    ['phone', 'phone invalid'],
  ]);
});

it('yup alone reports in schema key order, so a message order needs the ranking', () => {
  let messages: string[] = [];
  try {
    schema.validateSync({ phone: '0803', amount: '', code: 'x' }, { abortEarly: false });
  } catch (error) {
    messages = (error as { errors: string[] }).errors;
  }
  expect(messages).toEqual(['phone invalid', 'amount required', 'code unknown']);
});

it('keeps one message per field, the first in `order`, and passes the context', () => {
  expect(
    orderedErrors(schema, { phone: '', amount: '5', code: 'y' }, order, { known: 'y' }),
  ).toEqual({ phone: 'phone required' });
  expect(
    orderedErrors(schema, { phone: '08031234567', amount: '5', code: 'y' }, order, { known: 'y' }),
  ).toEqual({});
});
