import { eq, sql } from 'drizzle-orm';
import { liveWatchers, users } from '../../db/schema';
import { signedInUser } from '../../../test/accounts';
import { startTestApp, type TestContext } from '../../../test/harness';
import { hearUserEvents } from '../../../test/live-events';
import { post } from '../wallet/ledger';
import { databaseWatchers } from './watchers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const watchersOf = async (instance: string) =>
  (
    await ctx.app.db
      .select({ userId: liveWatchers.userId })
      .from(liveWatchers)
      .where(eq(liveWatchers.instance, instance))
  )
    .map((row) => row.userId)
    .sort((a, b) => a - b);

const credit = (userId: number, reference: string) =>
  ctx.app.db.transaction((tx) =>
    post(tx, { userId, account: 'wallet', amountKobo: 10_000, kind: 'card_funding', reference }),
  );

test("a process's watchers are renewed while kept and dropped once not; another process's expired ones go too", async () => {
  const [ada, bola, chidi] = await Promise.all([1, 2, 3].map(() => signedInUser(ctx.app)));
  if (!ada || !bola || !chidi) throw new Error('three users');
  const here = databaseWatchers(ctx.app.db, 'here');
  const gone = databaseWatchers(ctx.app.db, 'killed-process');
  await here.watch(ada.id);
  await here.watch(bola.id);
  await gone.watch(chidi.id);
  expect(await watchersOf('here')).toEqual([ada.id, bola.id].sort((a, b) => a - b));

  // the killed process renews nothing; its watcher expires
  await ctx.app.db
    .update(liveWatchers)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(liveWatchers.instance, 'killed-process'));
  const [before] = await ctx.app.db
    .select({ expiresAt: liveWatchers.expiresAt })
    .from(liveWatchers)
    .where(eq(liveWatchers.userId, ada.id));
  await here.keepOnly([ada.id]);
  const [after] = await ctx.app.db
    .select({ expiresAt: liveWatchers.expiresAt })
    .from(liveWatchers)
    .where(eq(liveWatchers.userId, ada.id));
  expect(await watchersOf('here')).toEqual([ada.id]);
  expect(await watchersOf('killed-process')).toEqual([]);
  expect(after?.expiresAt.getTime()).toBeGreaterThanOrEqual(before?.expiresAt.getTime() ?? 0);

  await here.forgetAll();
  expect(await watchersOf('here')).toEqual([]);
});

test('an expired watcher is not a watcher: the change commits without a notification', async () => {
  const ada = await signedInUser(ctx.app);
  const listener = await hearUserEvents(ctx.app.database);
  try {
    const watchers = databaseWatchers(ctx.app.db, 'expiring');
    await watchers.watch(ada.id);
    await credit(ada.id, `watched-${ada.id}`);
    await ctx.app.db
      .update(liveWatchers)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(liveWatchers.userId, ada.id));
    await credit(ada.id, `expired-${ada.id}`);
    // a marker change by a watched user: heard after anything committed before it
    const marker = await signedInUser(ctx.app);
    await watchers.watch(marker.id);
    await credit(marker.id, `marker-${marker.id}`);
    await listener.until((event) => event.user_id === marker.id);
    expect(listener.heard.filter((event) => event.user_id === ada.id)).toHaveLength(1);
    await watchers.forgetAll();
  } finally {
    await listener.stop();
  }
});

// Several connections at once: the embedded database runs one transaction at a time.
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres(
  "a watcher is recorded only after the user's change in flight commits, so the stream reads its result",
  async () => {
    const ada = await signedInUser(ctx.app);
    const bola = await signedInUser(ctx.app);
    let commit: () => void = () => undefined;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const changed = new Promise<void>((resolve) => {
      void ctx.app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ walletBalanceKobo: sql`${users.walletBalanceKobo} + 1` })
          .where(eq(users.id, ada.id));
        resolve();
        await committing;
      });
    });
    await changed;

    const watchers = databaseWatchers(ctx.app.db, 'in-flight');
    let recorded = false;
    const watching = watchers.watch(ada.id).then(() => (recorded = true));
    // another user's watcher does not wait for Ada's change
    await watchers.watch(bola.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recorded).toBe(false);
    commit();
    await watching;
    expect(await watchersOf('in-flight')).toEqual([ada.id, bola.id].sort((a, b) => a - b));
    await watchers.forgetAll();
  },
);
