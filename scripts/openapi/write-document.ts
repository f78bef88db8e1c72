/*
 * Writes the OpenAPI document exactly as /api/docs/json serves it (sandbox mode, in-memory
 * database) to the file named by the first argument, or prints it. Its server address is
 * PUBLIC_URL, else the production site.
 */
import { writeFileSync } from 'node:fs';
import { buildApp, prepareDatabase } from '../../server/src/app';
import { testConfig } from '../../server/src/config';

async function main() {
  const config = testConfig({
    logLevel: 'silent',
    publicUrl: process.env.PUBLIC_URL ?? 'https://nairatop.ng',
  });
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200)
      throw new Error(`/api/docs/json answered ${response.statusCode}`);
    const text = `${JSON.stringify(JSON.parse(response.body), null, 2)}\n`;
    const target = process.argv[2];
    if (target) writeFileSync(target, text);
    else process.stdout.write(text);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
