import { referralLink } from './referral';

describe('referralLink', () => {
  it('builds {PUBLIC_URL}/register?ref={username} with the username encoded', () => {
    expect(referralLink('ada@example.com', 'https://nairatop.ng')).toBe(
      'https://nairatop.ng/register?ref=ada%40example.com',
    );
    expect(referralLink('a b&c', 'https://nairatop.ng/')).toBe(
      'https://nairatop.ng/register?ref=a%20b%26c',
    );
  });
});
