import { loadEnvFile } from '../env-file';
import { runOps } from './cli';

// The same OPS_TOKEN, PUBLIC_URL and PORT the server reads from .env.
loadEnvFile();

runOps(process.argv.slice(2), process.env, {
  fetch,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
