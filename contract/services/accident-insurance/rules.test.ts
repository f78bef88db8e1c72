import { ageOn, dateOfBirthProblem, isFullName } from './rules';

it('counts whole years, a birthday counting from its day', () => {
  expect(ageOn('2000-11-27', '2026-11-27')).toBe(26);
  expect(ageOn('2000-11-28', '2026-11-27')).toBe(25);
  expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
});

it('refuses dates that are not real, or not in the past', () => {
  for (const date of ['2001-02-29', '1990-13-01', '1990-1-1', '27/11/1990', '', '2026-11-27'])
    expect([date, ageOn(date, '2026-11-27')]).toEqual([date, undefined]);
});

it('insures people from 18 to 70 on the day of purchase', () => {
  expect(dateOfBirthProblem('2008-11-27', '2026-11-27')).toBeUndefined();
  expect(dateOfBirthProblem('2008-11-28', '2026-11-27')).toBe(
    'The insured person must be at least 18 years old',
  );
  expect(dateOfBirthProblem('1956-11-28', '2026-11-27')).toBeUndefined();
  expect(dateOfBirthProblem('1955-11-27', '2026-11-27')).toBe(
    'The insured person must be at most 70 years old',
  );
});

it('takes a full name of two words or more', () => {
  expect(isFullName('Adaeze Okafor')).toBe(true);
  expect(isFullName("Ngozi O'Neil-Bello")).toBe(true);
  expect(isFullName('Adaeze')).toBe(false);
  expect(isFullName('Ada 123')).toBe(false);
});
