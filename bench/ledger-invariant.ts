/*
 * The ledger invariant on the configured database: for every user, the wallet and bonus balances
 * equal the sums of the user's ledger entries. Prints the users checked and every mismatch; exits 1
 * on any mismatch, 2 when the check cannot run.
 *
 *   npm run ledger:check            (DATABASE_URL, or the PGlite files under DATA_DIR)
 *
 * It only reads, in one read-only repeatable-read transaction, so the sums and the balances come
 * from one snapshot. A PGlite data folder must not be open in a running server at the same time.
 */
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { checkLedger, type LedgerCheck } from '../server/src/modules/wallet/ledger';

const naira = (kobo: number) => (kobo / 100).toFixed(2);

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let check: LedgerCheck;
  try {
    check = await checkLedger(database.db);
  } finally {
    await database.close();
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
  console.log(`ledger invariant on ${where}: ${check.usersChecked} users checked`);
  for (const m of check.mismatches) {
    console.log(
      `  user ${m.userId}: wallet ${naira(m.walletBalanceKobo)} vs entries ${naira(m.walletEntriesKobo)}, ` +
        `bonus ${naira(m.bonusKobo)} vs entries ${naira(m.bonusEntriesKobo)}`,
    );
  }
  console.log(`${check.mismatches.length} mismatch${check.mismatches.length === 1 ? '' : 'es'}`);
  return check.mismatches.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('ledger check failed to run:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
