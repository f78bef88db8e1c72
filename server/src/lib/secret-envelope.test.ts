import { envelopeKeyFrom, newEnvelopeKey, open, seal, sealedWith } from './secret-envelope';

const key = envelopeKeyFrom(newEnvelopeKey());

describe('a sealed secret', () => {
  it('opens with its key and context, and names the key that sealed it', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'row:1');
    expect(sealed).toMatch(new RegExp(`^v1:${key.id}:[\\w-]+:[\\w-]+:[\\w-]+$`));
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealedWith(sealed)).toBe(key.id);
    expect(sealedWith('JBSWY3DPEHPK3PXP')).toBeUndefined();
    expect(open(key, sealed, 'row:1')).toBe('JBSWY3DPEHPK3PXP');
    // a fresh IV each time: the same secret never looks the same twice
    expect(seal(key, 'JBSWY3DPEHPK3PXP', 'row:1')).not.toBe(sealed);
  });

  it('does not open under another context, another key, or once altered', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'row:1');
    expect(() => open(key, sealed, 'row:2')).toThrow();
    expect(() => open(envelopeKeyFrom(newEnvelopeKey()), sealed, 'row:1')).toThrow(
      `sealed with key ${key.id}`,
    );
    const parts = sealed.split(':');
    const ciphertext = Buffer.from(parts[4] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    parts[4] = ciphertext.toString('base64url');
    expect(() => open(key, parts.join(':'), 'row:1')).toThrow();
  });

  it('takes a key of 32 bytes only', () => {
    expect(() => envelopeKeyFrom('c2hvcnQ=')).toThrow('32 bytes');
    expect(envelopeKeyFrom(Buffer.alloc(32, 1).toString('base64url')).key).toHaveLength(32);
  });
});
