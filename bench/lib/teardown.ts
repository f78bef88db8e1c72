/*
 * What a bench started and must stop however it ends: a normal exit, an error, Ctrl-C (SIGINT),
 * SIGTERM or SIGHUP, or its own deadline. Each step is synchronous (kill a child, pg_ctl stop, rm)
 * so it also runs inside process.on('exit'); steps run newest first, each once.
 */
const steps: (() => void)[] = [];
let ran = false;

function runAll() {
  if (ran) return;
  ran = true;
  for (const step of steps.reverse()) {
    try {
      step();
    } catch (error) {
      console.error('teardown step failed:', error instanceof Error ? error.message : error);
    }
  }
}

let installed = false;

/** Registers a step to run when the bench ends, whatever way it ends. */
export function onTeardown(step: () => void) {
  if (!installed) {
    installed = true;
    process.on('exit', runAll);
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ] as const)
      process.on(signal, () => {
        console.error(`\n${signal}: stopping the bench's servers and database`);
        process.exit(code);
      });
  }
  steps.push(step);
}

/** Ends the process with `code` once `ms` have passed, whatever is still running. */
export function exitAfter(ms: number, code: number, why: string) {
  setTimeout(() => {
    console.error(why);
    process.exit(code);
  }, ms).unref();
}
