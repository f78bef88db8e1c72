import { withDeadline } from './deadline';

const waitForAbort = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason as Error)),
  );

it('aborts work that outlasts the deadline with a TimeoutError', async () => {
  await expect(withDeadline(20, waitForAbort)).rejects.toMatchObject({
    name: 'TimeoutError',
    message: 'The operation was aborted due to timeout',
  });
});

it('answers work that ends in time, and its signal never aborts afterwards', async () => {
  let seen: AbortSignal | undefined;
  expect(
    await withDeadline(20, async (signal) => {
      seen = signal;
      return 'answer';
    }),
  ).toBe('answer');
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(seen?.aborted).toBe(false);
});

it('passes a failure of the work through unchanged', async () => {
  await expect(withDeadline(1_000, () => Promise.reject(new Error('refused')))).rejects.toThrow(
    'refused',
  );
});
