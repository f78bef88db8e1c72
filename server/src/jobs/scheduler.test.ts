import type { FastifyBaseLogger } from 'fastify';
import { startJobs } from './scheduler';

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

it('stops a running pass between items: the item in hand finishes, no other starts', async () => {
  const handled: number[] = [];
  let startedFirst = () => undefined as void;
  const firstStarted = new Promise<void>((resolve) => (startedFirst = resolve));
  const jobs = startJobs(
    [
      {
        name: 'items',
        batchSize: 5,
        run: async (stopping) => {
          for (let item = 1; item <= 5; item += 1) {
            if (stopping.aborted) break;
            if (item === 1) startedFirst();
            await new Promise((resolve) => setTimeout(resolve, 50));
            handled.push(item);
          }
          return handled.length;
        },
      },
    ],
    10,
    silent,
  );
  await firstStarted;
  await jobs.stop();
  expect(handled).toEqual([1]);
});
