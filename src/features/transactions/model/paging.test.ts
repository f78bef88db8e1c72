import { pagerTotals } from './paging';

const meta = (count: number, capped?: boolean) => ({
  count,
  ...(capped ? { count_capped: true } : {}),
  page: 1,
  page_size: 10,
  ordering: '-created_at',
});

it('pages over the exact count', () => {
  expect(pagerTotals(meta(1234), 10, 1, 10)).toEqual({ total: 1234, label: '1,234' });
});

it('offers one more page past a capped count while pages are full', () => {
  expect(pagerTotals(meta(1000, true), 10, 1, 10)).toEqual({ total: 1000, label: '1,000+' });
  expect(pagerTotals(meta(1000, true), 10, 100, 10)).toEqual({ total: 1001, label: '1,000+' });
  expect(pagerTotals(meta(1000, true), 10, 104, 10)).toEqual({ total: 1041, label: '1,000+' });
  expect(pagerTotals(meta(1000, true), 3, 104, 10)).toEqual({ total: 1000, label: '1,000+' });
});
