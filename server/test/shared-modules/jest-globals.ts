/*
 * What the server suites use of jest's globals beyond what jest-light-runner gives them: a time
 * limit on every test and hook (`jest.setTimeout` in a set-up file or a suite, or a test's or
 * hook's own third argument) and fake timers with their async advance. Without a limit, a test that never settles
 * would hold its worker, and CI, forever.
 */
import { ModernFakeTimers } from '@jest/fake-timers';
import type { Config } from '@jest/types';

/** Until a set-up file or a suite sets its own (`jest.setTimeout`), as jest's default. */
let defaultTimeoutMs = 5_000;

// Captured before any suite fakes the clock: a time limit runs on real time.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

const timeoutOfFile = new Map<string, number>();
const currentFile = (): string => expect.getState().testPath ?? '';

type Callback = (...args: unknown[]) => unknown;

/**
 * `fn` failing once it has run past its limit. The server suites take no done callback: a test
 * that declares parameters is a table's row (`it.each`), called with the row's values.
 */
export function limited(fn: unknown, timeout: number | undefined): unknown {
  if (typeof fn !== 'function') return fn;
  const file = currentFile();
  const work = fn as Callback;
  return (...args: unknown[]) => {
    const ms = timeout ?? timeoutOfFile.get(file) ?? defaultTimeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = realSetTimeout(
        () => reject(new Error(`Exceeded timeout of ${ms} ms for a test or hook.`)),
        ms,
      );
    });
    return Promise.race([Promise.resolve().then(() => work(...args)), expired]).finally(() =>
      realClearTimeout(timer),
    );
  };
}

type TestFunction = (name: string, fn?: unknown, timeout?: number) => unknown;
type TestGlobal = TestFunction & {
  only: TestFunction;
  skip: TestFunction;
  todo: (name: string) => unknown;
  each: (...table: unknown[]) => TestFunction;
};

function limitedTest(original: TestGlobal): TestGlobal {
  const wrap =
    (register: TestFunction): TestFunction =>
    (name, fn, timeout) =>
      register(name, limited(fn, timeout), timeout);
  return Object.assign(wrap(original), {
    only: wrap(original.only.bind(original)),
    skip: original.skip,
    todo: original.todo,
    each:
      (...table: unknown[]): TestFunction =>
      (name, fn, timeout) =>
        original.each(...table)(name, limited(fn, timeout), timeout),
  });
}

const globals = globalThis as unknown as Record<string, unknown>;
for (const name of ['it', 'test']) globals[name] = limitedTest(globals[name] as TestGlobal);
for (const name of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
  const original = globals[name] as (fn: unknown, timeout?: number) => unknown;
  globals[name] = (fn: unknown, timeout?: number) => original(limited(fn, timeout), timeout);
}

const clock = new ModernFakeTimers({
  global: globalThis,
  config: {
    fakeTimers: {},
    rootDir: process.cwd(),
    testMatch: [],
  } as unknown as Config.ProjectConfig,
});

Object.assign(jest, {
  // in a suite, for that suite; in a set-up file, for every suite
  setTimeout(ms: number) {
    const file = currentFile();
    if (file) timeoutOfFile.set(file, ms);
    else defaultTimeoutMs = ms;
    return jest;
  },
  useFakeTimers(config?: Config.FakeTimersConfig) {
    clock.useFakeTimers(config);
    return jest;
  },
  useRealTimers() {
    clock.useRealTimers();
    return jest;
  },
  setSystemTime(now?: number | Date) {
    clock.setSystemTime(now);
    return jest;
  },
  advanceTimersByTime(ms: number) {
    clock.advanceTimersByTime(ms);
    return jest;
  },
  async advanceTimersByTimeAsync(ms: number) {
    await clock.advanceTimersByTimeAsync(ms);
    return jest;
  },
  now: () => clock.now(),
});
