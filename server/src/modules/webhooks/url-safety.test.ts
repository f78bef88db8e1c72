import {
  assertPublicWebhookUrl,
  isPublicAddress,
  setWebhookLookup,
  UnsafeWebhookUrlError,
  WEBHOOK_URL_MESSAGES,
} from './url-safety';

let restoreLookup: () => void;
beforeAll(() => {
  // No DNS here: a name that is not an address resolves to a public one, so only literals decide.
  restoreLookup = setWebhookLookup(async () => ['41.58.1.7']);
});
afterAll(() => restoreLookup());

// Loopback, link-local (cloud metadata) and private targets, each written another way.
const hostileAddresses = [
  '::127.0.0.1',
  '::7f00:1',
  '[::127.0.0.1]',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '0:0:0:0:0:ffff:7f00:1',
  '0000:0000:0000:0000:0000:ffff:7f00:0001',
  '::ffff:169.254.169.254',
  '::a9fe:a9fe',
  '::10.0.0.1',
  '::a00:1',
  '::8.8.8.8',
  '::ffff:0:7f00:1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::a00:1',
  '2002:a9fe:a9fe::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  'fe80::1%eth0',
  '[fe80::1]',
  'fc00::1',
  'ff02::1',
  '100::1',
  '::',
  '::0.0.0.0',
  '::1',
  '0x7f000001',
  '0x7f.0.0.1',
  '127.1',
  '017700000001',
  '[::ffff:a9fe:a9fe]',
];

describe('isPublicAddress', () => {
  it.each(hostileAddresses)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '41.58.1.7', '::ffff:8.8.8.8', '::ffff:808:808', '2001:4860:4860::8888'])(
    'accepts the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('assertPublicWebhookUrl', () => {
  it.each([
    'http://[::127.0.0.1]:8109/',
    'http://[::7f00:1]:8109/hooks',
    'http://[::ffff:127.0.0.1]/hooks',
    'http://[0:0:0:0:0:ffff:7f00:1]/hooks',
    'http://[0000:0000:0000:0000:0000:0000:7f00:0001]/hooks',
    'http://[::a9fe:a9fe]/latest/meta-data/',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
    'https://[::10.0.0.1]/hooks',
    'http://0x7f000001/hooks',
    'http://2130706433/hooks',
    'http://017700000001/hooks',
    'http://127.1/hooks',
    'http://0x7f.1/hooks',
  ])('refuses %s as not public', async (url) => {
    const refusal = await assertPublicWebhookUrl(url, false).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnsafeWebhookUrlError);
    expect((refusal as Error).message).toBe(WEBHOOK_URL_MESSAGES.notPublic);
  });

  it.each([
    'https://hooks.example.ng/nairatop',
    'http://[2001:4860:4860::8888]/hooks',
    'http://[::ffff:8.8.8.8]/hooks',
    'https://8.8.8.8/hooks',
  ])('accepts %s', async (url) => {
    await expect(assertPublicWebhookUrl(url, false)).resolves.toBeUndefined();
  });
});
