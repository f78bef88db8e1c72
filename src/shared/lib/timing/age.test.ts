import { formatAge } from './age';

it('reads an age in the largest units that matter', () => {
  expect(formatAge(59)).toBe('under a minute');
  expect(formatAge(45 * 60)).toBe('45 min');
  expect(formatAge(3 * 3600)).toBe('3 h');
  expect(formatAge(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
  expect(formatAge(86_400)).toBe('1 day');
  expect(formatAge(2 * 86_400 + 4 * 3600 + 59)).toBe('2 days 4 h');
});
