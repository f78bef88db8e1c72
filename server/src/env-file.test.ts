import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnvFile } from './env-file';

describe('.env at start', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nairatop-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fills in what the environment lacks; the environment wins, even when set to empty', () => {
    const file = path.join(dir, '.env');
    writeFileSync(
      file,
      '# deployment defaults\nNT_ENV_FILE_ONLY=from-file\nNT_ENV_BOTH=from-file\nNT_ENV_EMPTY="from file"\n',
    );
    const env: Record<string, string | undefined> = {
      NT_ENV_BOTH: 'from-environment',
      NT_ENV_EMPTY: '',
    };

    expect(loadEnvFile(file, env)).toBe(true);
    expect(env).toEqual({
      NT_ENV_FILE_ONLY: 'from-file',
      NT_ENV_BOTH: 'from-environment',
      NT_ENV_EMPTY: '',
    });
  });

  it('starts without a .env file', () => {
    const env = { PORT: '9090' };
    expect(loadEnvFile(path.join(dir, 'missing.env'), env)).toBe(false);
    expect(env).toEqual({ PORT: '9090' });
  });
});
