// jest's workers capture 100 frames for every Error; the suites create thousands that nobody reads
// (fastify's 4xx answers, drizzle's and PGlite's errors caught and turned into answers). Node's default of 10 frames took ~15% off the suites' CPU time; a failing test's
// own frames are within the first ten.
Error.stackTraceLimit = 10;
import { setHashCost } from '../src/lib/password';

// Starting an in-memory PGlite takes a few seconds inside jest's VM, more when suites run in
// parallel; jest's project config cannot set testTimeout, so it is set here.
jest.setTimeout(30_000);

// New password and PIN hashes cost N = 1024 here instead of 16384: the accounts the suites make
// spent a third of their CPU in scrypt. lib/password.test.ts and accounts/register.test.ts check
// the server's own cost.
setHashCost({ N: 1024, r: 8, p: 1 });
