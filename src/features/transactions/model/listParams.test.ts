import {
  orderingOf,
  readListParams,
  sortOrderOf,
  toTransactionsQuery,
  writeListParams,
} from './listParams';

const read = (query: string) => readListParams(new URLSearchParams(query));

it('reads the default view from an empty query string: page 1 of 10, newest first', () => {
  expect(read('')).toEqual({ page: 1, pageSize: 10, search: '', ordering: '-created_at' });
  expect(toTransactionsQuery(read(''))).toEqual({
    page: 1,
    page_size: 10,
    ordering: '-created_at',
  });
});

it('reads a view and writes it back, leaving defaults out', () => {
  const params = read('page=3&page_size=25&search=%20mtn%20&ordering=amount');
  expect(params).toEqual({ page: 3, pageSize: 25, search: 'mtn', ordering: 'amount' });
  expect(writeListParams(params).toString()).toBe('page=3&page_size=25&search=mtn&ordering=amount');
  expect(writeListParams(read('')).toString()).toBe('');
  expect(toTransactionsQuery(params)).toEqual({
    page: 3,
    page_size: 25,
    search: 'mtn',
    ordering: 'amount',
  });
});

it('falls back to defaults for values the list does not offer', () => {
  expect(read('page=0&page_size=7&ordering=-password')).toEqual(read(''));
  expect(read('page=abc&page_size=1000&ordering=')).toEqual(read(''));
});

it('maps orderings to column sort orders and back', () => {
  expect(sortOrderOf('created_at', '-created_at')).toBe('descend');
  expect(sortOrderOf('amount', 'amount')).toBe('ascend');
  expect(sortOrderOf('amount', '-created_at')).toBeNull();
  expect(orderingOf('amount', 'ascend')).toBe('amount');
  expect(orderingOf('new_balance', 'descend')).toBe('-new_balance');
  expect(orderingOf('amount', null)).toBe('-created_at');
  expect(orderingOf('image', 'ascend')).toBe('-created_at');
});
