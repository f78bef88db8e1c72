import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * Times written for people (the e-mailed receipt, the history's server-drawn first view, CSV
 * files) are Lagos time whatever the server's TZ is: containers default to UTC, and a server
 * abroad may run in another zone. Each zone runs in a process of its own, started with TZ set, as
 * a server is.
 */
const root = path.resolve(__dirname, '../..');

interface Written {
  localHour: number;
  mail: string;
  firstView: string;
  csv: string;
}

function writtenUnder(zone: string): Written {
  const probe = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/test/lagos-time-probe.ts'],
    {
      cwd: root,
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    },
  );
  if (probe.status !== 0) throw new Error(probe.stderr);
  return JSON.parse(probe.stdout) as Written;
}

// a purchase at 2026-11-28T18:06:05Z: 7:06:05 pm in Lagos (UTC+1, no daylight saving)
it.each([
  ['UTC', 18],
  ['America/New_York', 13],
])(
  'writes Lagos time with TZ=%s',
  (zone, localHour) => {
    const written = writtenUnder(zone);
    // the zone really was in force: the process's own clock read another hour
    expect(written.localHour).toBe(localHour);
    expect(written.mail).toContain('Date: 28th Nov, 2026, 7:06:05 pm');
    expect(written.firstView).toContain('<span>28th Nov, 2026, 7:06:05 pm</span>');
    expect(written.csv).toBe('2026-11-28 19:06:05');
  },
  30_000,
);
