import { isSessionExpired, loginPathFor, pathAfterLogin } from './index';

const after = (path: string) => pathAfterLogin(new URL(path, 'http://x').searchParams);

it('returns to the page asked for, with its query', () => {
  const login = loginPathFor('/dashboard/transactions?page=2');
  expect(login).toBe('/login?next=%2Fdashboard%2Ftransactions%3Fpage%3D2');
  expect(after(login)).toBe('/dashboard/transactions?page=2');
});

it('says the session expired only when it did', () => {
  expect(isSessionExpired(new URL(loginPathFor('/dashboard', true), 'http://x').searchParams)).toBe(
    true,
  );
  expect(loginPathFor('/dashboard')).toBe('/login');
});

it('never continues to another site', () => {
  for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'dashboard']) {
    expect(after(`/login?next=${encodeURIComponent(next)}`)).toBe('/dashboard');
  }
});

it('opens the console for staff, the dashboard for customers, unless a page was asked for', () => {
  expect(pathAfterLogin(new URLSearchParams(), true)).toBe('/console');
  expect(pathAfterLogin(new URLSearchParams(), false)).toBe('/dashboard');
  expect(after(loginPathFor('/dashboard/transactions'))).toBe('/dashboard/transactions');
  expect(
    pathAfterLogin(new URL(loginPathFor('/dashboard/profile'), 'http://x').searchParams, true),
  ).toBe('/dashboard/profile');
});
