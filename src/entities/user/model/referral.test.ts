import { referralLink } from './referral';

describe('referralLink', () => {
  it('builds {PUBLIC_URL}/register?ref={code} with the code encoded', () => {
    expect(referralLink('K7QM2XPA', 'https://nairatop.ng')).toBe(
      'https://nairatop.ng/register?ref=K7QM2XPA',
    );
    expect(referralLink('a b&c', 'https://nairatop.ng/')).toBe(
      'https://nairatop.ng/register?ref=a%20b%26c',
    );
  });
});
