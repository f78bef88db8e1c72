import { queryOf, searchOf } from './filters';

describe('the transaction filters in the address', () => {
  it('sends what was typed, trimmed, and drops what the API would refuse', () => {
    const query = queryOf(
      new URLSearchParams(
        'status=failed&service=2&from=2026-11-01&to=bad&min_amount=100&max_amount=-4&email= ada@x.ng &page=3',
      ),
    );
    expect(query).toEqual({
      page: 3,
      page_size: 25,
      service: 2,
      status: 'failed',
      from: '2026-11-01',
      min_amount: 100,
      email: 'ada@x.ng',
    });
  });

  it('starts again on page 1 with the new filters', () => {
    const search = searchOf({ status: 'pending', tx_ref: '  ', email: 'a@b.ng' });
    expect(search.toString()).toBe('status=pending&email=a%40b.ng');
    expect(queryOf(search).page).toBe(1);
    expect(queryOf(new URLSearchParams('status=lost')).status).toBeUndefined();
  });
});
