// jest's workers capture 100 frames for every Error; the suites create thousands that nobody reads
// (the queries a findBy or waitFor polls until they match, React's and antd's own). Node's default of 10 frames took ~15% off the suites' CPU time; a failing test's
// own frames are within the first ten.
Error.stackTraceLimit = 10;
import '@testing-library/jest-dom';
import * as React from 'react';
import { act, configure } from '@testing-library/react';
import type * as DynamicCss from '@rc-component/util/lib/Dom/dynamicCSS';
import { notification } from 'antd';
import { mswServer } from './msw-server';

/*
 * antd writes its CSS-in-JS rules (about 900 rules, 240 KB for one purchase form) into <style>
 * tags in <head>. jsdom's getComputedStyle, which every *ByRole query, toBeVisible and user-event
 * call for each element they look at, matches the element against every rule in the document: that
 * was three quarters of the web suites' time. antd still generates its rules; they go into a
 * container outside the document. What CSS does to the page is checked where real CSS applies, in
 * the browser tests under e2e/.
 */
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  type Option = { attachTo?: Element };
  const actual = jest.requireActual<typeof DynamicCss>('@rc-component/util/lib/Dom/dynamicCSS');
  const outsideDocument = document.createElement('div');
  const away = <T extends Option>(option?: T) => ({
    ...option,
    attachTo: option?.attachTo ?? outsideDocument,
  });
  return {
    ...actual,
    injectCSS: (css: string, option?: Option) => actual.injectCSS(css, away(option)),
    updateCSS: (css: string, key: string, option?: Option) =>
      actual.updateCSS(css, key, away(option)),
    removeCSS: (key: string, option?: Option) => actual.removeCSS(key, away(option)),
  };
});

/*
 * Tests wait for what they need (findBy*, waitFor), never for a fixed time. These limits only turn
 * a state that never comes into a failure; a test takes well under a second on a quiet machine, and
 * a busy CI machine must not fail it. testing-library's default of 1 s failed there.
 */
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(20_000);

// jsdom draws on no canvas (it logs an error and answers nothing): say so quietly, as a browser
// without canvas would, so charts show their tables.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { value: () => null });

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
afterAll(() => {
  mswServer.close();
  // antd's rules stayed out of the document (the mock above still catches them)
  expect(document.querySelectorAll('style[data-css-hash]')).toHaveLength(0);
});

/*
 * React's development build captures an Error for each element it creates (up to 10,000 a second),
 * so that a warning can name the components that rendered the one warned about. That was 7% of the
 * web suites' CPU. Here React is told the quota is always spent: its warnings still print, with the
 * component stack of the element warned about instead of its owners'.
 */
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Infinity,
    set: () => undefined,
  });
