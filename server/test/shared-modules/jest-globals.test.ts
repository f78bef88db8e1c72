import { limited } from './jest-globals';

const never = () => new Promise<never>(() => undefined);

describe("the server suites' time limits", () => {
  it('fails a test or hook still running at its own limit', async () => {
    const run = limited(never, 50) as () => Promise<unknown>;
    await expect(run()).rejects.toThrow('Exceeded timeout of 50 ms for a test or hook.');
  });

  it('counts real time while the suite fakes the clock', async () => {
    jest.useFakeTimers();
    try {
      const run = limited(never, 50) as () => Promise<unknown>;
      await expect(run()).rejects.toThrow('Exceeded timeout of 50 ms');
    } finally {
      jest.useRealTimers();
    }
  });

  it("passes what settles in time, called with a table row's values", async () => {
    const row = limited(async (a: number, b: number) => a + b, 1_000) as (
      ...values: number[]
    ) => Promise<number>;
    await expect(row(1, 2)).resolves.toBe(3);
  });

  it("takes the suite's own limit (jest.setTimeout) when the test gives none", async () => {
    jest.setTimeout(80);
    const run = limited(never, undefined) as () => Promise<unknown>;
    await expect(run()).rejects.toThrow('Exceeded timeout of 80 ms');
  });
});
