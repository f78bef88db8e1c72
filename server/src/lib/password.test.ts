import { HASH_COST, decoyHash, hashPassword, setHashCost, verifyPassword } from './password';

describe('password hashing', () => {
  // The suites' set-up lowers the cost for speed; these check the server's own.
  let suitesCost: () => void;
  beforeAll(() => {
    suitesCost = setHashCost(HASH_COST);
  });
  afterAll(() => suitesCost());

  it('stores scrypt parameters, salt and hash, and verifies only the right password', async () => {
    const stored = await hashPassword('s3cret-pass');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    await expect(verifyPassword('s3cret-pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-pasS', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('handles non-ASCII passwords', async () => {
    const stored = await hashPassword('naira-₦-ọ̀rọ̀');
    await expect(verifyPassword('naira-₦-ọ̀rọ̀', stored)).resolves.toBe(true);
  });

  it.each([
    '',
    'plain-text',
    'bcrypt$10$abc',
    'scrypt$16384$8$1$salt',
    'scrypt$1000$8$1$c2FsdA$aGFzaA',
    'scrypt$16384$99$1$c2FsdA$aGFzaA',
    'scrypt$4194304$8$1$c2FsdA$aGFzaA',
    'scrypt$16384$8$1$$aGFzaA',
  ])('treats the malformed hash %j as no match', async (stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
  });

  it('keeps one decoy hash that matches nothing guessable', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    await expect(verifyPassword('', decoy)).resolves.toBe(false);
  });
});
