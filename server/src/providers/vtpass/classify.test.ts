import { classifyAnswer, extractResult, normaliseCode, type VtpassAnswer } from './classify';

const http = (body: unknown, status = 200): VtpassAnswer => ({
  kind: 'http',
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const withStatus = (status: string | undefined, code: unknown = '000', extra = {}) =>
  http({
    code,
    response_description: 'TRANSACTION SUCCESSFUL',
    content: { transactions: { status, transactionId: '17000000001234', amount: '100' } },
    ...extra,
  });

describe('classifyAnswer', () => {
  it('marks refusals from the provider side as open to another provider, and nothing else', () => {
    const coded = (code: string) =>
      classifyAnswer('pay', http({ code, response_description: 'X' }));
    // our account (credentials, float), plan or product unavailable, biller down, not processed
    for (const code of ['018', '027', '085', '010', '012', '030', '034', '035', '091'])
      expect(coded(code)).toMatchObject({ state: 'failed', providerSide: true, code });
    // the order itself is wrong: it would fail at any provider
    for (const code of ['011', '013', '016', '017', '031'])
      expect(coded(code)).toMatchObject({ state: 'failed', providerSide: false, code });
    // charged or unknown: the order stays with this provider
    expect(coded('099')).toMatchObject({ state: 'pending', providerSide: false });
    expect(
      classifyAnswer('pay', { kind: 'error', error: 'timeout', timedOut: true }),
    ).toMatchObject({ state: 'pending', providerSide: false });
    expect(classifyAnswer('pay', withStatus('delivered')).providerSide).toBe(false);
  });

  it('reads content.transactions.status on 000 (and 001), never the code alone', () => {
    expect(classifyAnswer('pay', withStatus('delivered'))).toMatchObject({
      state: 'delivered',
      code: '000',
      status: 'delivered',
      providerTransactionId: '17000000001234',
      ourFault: false,
      description: 'Transaction successful.',
    });
    expect(classifyAnswer('pay', withStatus('initiated')).state).toBe('pending');
    expect(classifyAnswer('pay', withStatus('pending')).state).toBe('pending');
    expect(classifyAnswer('pay', withStatus(undefined)).state).toBe('pending');
    expect(classifyAnswer('pay', withStatus('something-new')).state).toBe('pending');
    expect(classifyAnswer('requery', withStatus('failed')).state).toBe('failed');
    expect(classifyAnswer('requery', withStatus('reversed')).state).toBe('reversed');
    expect(classifyAnswer('requery', withStatus('Delivered', '001')).state).toBe('delivered');
  });

  it('keeps the fields a service declared, at the top or in content, as items of a delivery', () => {
    const declared = [
      { fields: ['exchangeReference'], label: 'Exchange reference', code: true },
      { fields: ['certUrl'], label: 'Policy schedule', link: true },
    ];
    const answer = withStatus('delivered', '000', {
      exchangeReference: '123456789012',
      content: {
        transactions: { status: 'delivered' },
        certUrl: 'https://sandbox.vtpass.com/certificates/PA-1.pdf',
      },
    });
    expect(classifyAnswer('requery', answer, declared).result.items).toEqual([
      { label: 'Exchange reference', values: ['123456789012'], code: true },
      {
        label: 'Policy schedule',
        values: ['https://sandbox.vtpass.com/certificates/PA-1.pdf'],
        link: true,
      },
    ]);
    // the named keys are read as before, beside the declared items
    expect(classifyAnswer('pay', answer, declared).result.certificate_url).toBe(
      'https://sandbox.vtpass.com/certificates/PA-1.pdf',
    );
    // undeclared fields stay out of the result, and nothing is kept before delivery
    expect(classifyAnswer('pay', answer).result.items).toBeUndefined();
    const pending = withStatus('pending', '000', { exchangeReference: '123456789012' });
    expect(classifyAnswer('pay', pending, declared).result).toEqual({});
  });

  it('keeps resolved (status or code 044) pending: it does not say which way it went', () => {
    expect(classifyAnswer('requery', withStatus('resolved'))).toMatchObject({
      state: 'pending',
      status: 'resolved',
    });
    expect(classifyAnswer('requery', http({ code: '044' })).state).toBe('pending');
  });

  it('accepts the code as a number or a short string', () => {
    expect(normaliseCode(0)).toBe('000');
    expect(normaliseCode('16')).toBe('016');
    expect(normaliseCode(' 099 ')).toBe('099');
    expect(normaliseCode('abc')).toBeUndefined();
    expect(classifyAnswer('pay', withStatus('delivered', 0)).state).toBe('delivered');
    expect(classifyAnswer('pay', http({ code: 16 })).state).toBe('failed');
  });

  it.each([
    ['099', 'pending'],
    ['089', 'pending'],
    ['083', 'pending'],
    ['091', 'failed'],
    ['016', 'failed'],
    ['040', 'reversed'],
    ['020', 'pending'],
    ['777', 'pending'],
  ])('maps code %s to %s', (code, state) => {
    expect(classifyAnswer('pay', http({ code, response_description: 'X' })).state).toBe(state);
  });

  it('treats 014 on pay as pending (the first attempt got through) and 015 by operation', () => {
    expect(classifyAnswer('pay', http({ code: '014' })).state).toBe('pending');
    expect(classifyAnswer('requery', http({ code: '015' })).state).toBe('not_found');
    expect(classifyAnswer('pay', http({ code: '015' }))).toMatchObject({
      state: 'failed',
      ourFault: true,
    });
  });

  it.each(['018', '021', '022', '023', '024', '027', '028', '085', '087'])(
    'marks %s as a failure of our own',
    (code) => {
      const outcome = classifyAnswer('pay', http({ code, response_description: 'LOW WALLET' }));
      expect(outcome).toMatchObject({ state: 'failed', ourFault: true, code });
      // Our configuration problems are not spelled out to the customer.
      expect(outcome.description).toMatch(/temporarily unavailable/);
    },
  );

  it.each(['010', '011', '012', '013', '017', '019', '030', '031', '032', '033', '034', '035'])(
    'fails %s as the customer-visible refusal it is',
    (code) => {
      const outcome = classifyAnswer('pay', http({ code }));
      expect(outcome).toMatchObject({ state: 'failed', ourFault: false, code });
      expect(outcome.description.length).toBeGreaterThan(10);
    },
  );

  it('treats timeouts, lost answers, empty and unreadable bodies and 5xx as pending', () => {
    const timeout = classifyAnswer('pay', {
      kind: 'error',
      error: 'timed out after 50 ms',
      timedOut: true,
    });
    expect(timeout).toMatchObject({
      state: 'pending',
      ourFault: false,
      raw: 'timed out after 50 ms',
    });
    expect(timeout.description).toMatch(/did not answer in time/);
    expect(timeout.code).toBeUndefined();
    expect(
      classifyAnswer('pay', { kind: 'error', error: 'ECONNRESET', timedOut: false }).description,
    ).toMatch(/did not answer/);
    expect(classifyAnswer('pay', http('')).state).toBe('pending');
    expect(classifyAnswer('pay', http('<html>Bad gateway</html>')).state).toBe('pending');
    expect(classifyAnswer('pay', http('[1,2]')).state).toBe('pending');
    expect(classifyAnswer('pay', http({ foo: 'bar' })).state).toBe('pending');
    expect(classifyAnswer('pay', http({ code: '016' }, 502)).state).toBe('pending');
    expect(classifyAnswer('pay', http({ code: '087' }, 401))).toMatchObject({
      state: 'failed',
      ourFault: true,
    });
  });

  it('keeps at most 2,000 characters of the raw answer', () => {
    const outcome = classifyAnswer('pay', http('x'.repeat(5000)));
    expect(outcome.raw).toHaveLength(2000);
  });

  it('shows a sensible response_description and falls back on odd ones', () => {
    expect(classifyAnswer('pay', withStatus('delivered')).description).toBe(
      'Transaction successful.',
    );
    const odd = http({
      code: '000',
      response_description: '<b>x</b>',
      content: { transactions: { status: 'delivered' } },
    });
    expect(classifyAnswer('pay', odd).description).toBe('Transaction successful.');
  });

  it('only reports a result for delivered answers', () => {
    const pending = withStatus('pending', '000', { purchased_code: 'Token : 1234' });
    expect(classifyAnswer('pay', pending).result).toEqual({});
    const delivered = withStatus('delivered', '000', { purchased_code: 'Token : 1234' });
    expect(classifyAnswer('pay', delivered).result).toEqual({ token: '1234' });
  });
});

describe('extractResult', () => {
  it('reads a prepaid electricity token, units and customer', () => {
    expect(
      extractResult({
        purchased_code: 'Token : 2636-1234-5678-9012-3456',
        token: '2636-1234-5678-9012-3456',
        units: '79.9 kWh',
        customerName: 'ADA OBI',
        customerAddress: '1 Marina, Lagos',
      }),
    ).toEqual({
      token: '2636-1234-5678-9012-3456',
      units: '79.9 kWh',
      customer_name: 'ADA OBI',
      customer_address: '1 Marina, Lagos',
    });
    // Older shape, and the token only in purchased_code.
    expect(extractResult({ mainToken: '1111 2222', mainTokenUnits: 12.5 })).toEqual({
      token: '1111 2222',
      units: '12.5 kWh',
    });
    expect(extractResult({ purchased_code: 'Token : 9999' })).toEqual({ token: '9999' });
    expect(extractResult({ purchased_code: '' })).toEqual({});
  });

  it('reads JAMB PINs, WAEC cards, WAEC registration tokens and Showmax vouchers', () => {
    expect(extractResult({ purchased_code: 'Pin : 367574683050773' })).toEqual({
      pins: ['367574683050773'],
    });
    expect(
      extractResult({
        purchased_code: 'Serial No:WRN1, pin: 11 || Serial No:WRN2, pin: 22',
        cards: [
          { Serial: 'WRN1', Pin: '11' },
          { serial: 'WRN2', pin: 22 },
        ],
      }),
    ).toEqual({
      cards: [
        { serial: 'WRN1', pin: '11' },
        { serial: 'WRN2', pin: '22' },
      ],
    });
    expect(extractResult({ purchased_code: 'Token : 1 || Token : 2', tokens: ['1', '2'] })).toEqual(
      { pins: ['1', '2'] },
    );
    expect(extractResult({ Voucher: ['SHMXAAA'] })).toEqual({ vouchers: ['SHMXAAA'] });
    expect(extractResult({ content: { vouchers: [{ code: 'SHMXBBB' }] } })).toEqual({
      vouchers: ['SHMXBBB'],
    });
  });
});
