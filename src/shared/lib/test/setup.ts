import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { notification } from 'antd';
import { mswServer } from './msw-server';

// antd component tests are CPU-heavy; a busy 2-core CI machine needs more than jest's 5 s.
jest.setTimeout(20_000);

// antd's Grid and responsive hooks need matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom throws on getComputedStyle's pseudo-element argument, which antd's Table passes.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

window.scrollTo = () => undefined;

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  // The sign-in pages' static popups live outside the rendered tree; no test sees another's.
  if (document.querySelector('.ant-notification')) act(() => notification.destroy());
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => mswServer.close());
