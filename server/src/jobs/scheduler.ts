import type { FastifyBaseLogger } from 'fastify';

/*
 * Background work in the server process: each job runs a pass, then waits `pollMs` (no wait when
 * the pass was full, so a backlog drains quickly). Jobs keep their state in the database and claim
 * rows with SKIP LOCKED, so any number of processes may run them side by side. A job may leave work
 * running after its pass returns (the requery worker does); stopping waits for it through `drain`.
 * Stopping (the server is shutting down) lets each pass finish the item in hand and start no other.
 */

export interface Job {
  name: string;
  /** one pass; returns how many items it handled. It stops between items once `stopping` aborts. */
  run: (stopping: AbortSignal) => Promise<number>;
  /** a pass that handles this many may have left more behind */
  batchSize: number;
  /** resolves when work the passes started and left running has ended */
  drain?: () => Promise<void>;
}

export interface Scheduler {
  stop(): Promise<void>;
}

export function startJobs(jobs: Job[], pollMs: number, log: FastifyBaseLogger): Scheduler {
  let stopped = false;
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const loop = (job: Job) => {
    if (stopped) return;
    const pass = (async () => {
      let handled = 0;
      try {
        handled = await job.run(stopping.signal);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'background job failed');
      }
      if (stopped) return;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          loop(job);
        },
        handled >= job.batchSize ? 0 : pollMs,
      );
      timers.add(timer);
    })();
    running.add(pass);
    void pass.finally(() => running.delete(pass));
  };

  jobs.forEach(loop);
  return {
    stop: async () => {
      stopped = true;
      stopping.abort();
      timers.forEach(clearTimeout);
      await Promise.all([...running]);
      await Promise.all(jobs.map((job) => job.drain?.()));
    },
  };
}
