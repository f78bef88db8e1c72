// Starting an in-memory PGlite takes a few seconds inside jest's VM, more when suites run in
// parallel; jest's project config cannot set testTimeout, so it is set here.
jest.setTimeout(30_000);
