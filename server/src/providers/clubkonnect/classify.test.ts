import { classifyAnswer, isOurFaultCode, parseCallback } from './classify';

const http = (body: unknown, status = 200) => ({
  kind: 'http' as const,
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const pay = (body: unknown, status = 200) => classifyAnswer('pay', http(body, status));
const requery = (body: unknown) => classifyAnswer('requery', http(body));
const order = (statuscode: string, status: string, extra: Record<string, string> = {}) => ({
  orderid: '789',
  statuscode,
  status,
  ...extra,
});

describe('ClubKonnect answers to a purchase or a query', () => {
  it('delivers only ORDER_COMPLETED with 200, keeping the order id and what was bought', () => {
    const outcome = pay(
      order('200', 'ORDER_COMPLETED', {
        remark: 'Transaction Successful',
        metertoken: 'Token: 1234-5678-9012-3456-7890',
        units: '71.4',
      }),
    );
    expect(outcome).toMatchObject({
      state: 'delivered',
      code: '200',
      status: 'order_completed',
      providerTransactionId: '789',
      ourFault: false,
      providerSide: false,
      result: { token: '1234-5678-9012-3456-7890', units: '71.4 kWh' },
    });
  });

  it('keeps the fields a service declared as items of a completed order only', () => {
    const declared = [{ fields: ['walletreference'], label: 'Wallet reference', code: true }];
    const answer = order('200', 'ORDER_COMPLETED', { walletreference: 'BET-55', remark: 'ok' });
    expect(classifyAnswer('pay', http(answer), declared).result).toEqual({
      items: [{ label: 'Wallet reference', values: ['BET-55'], code: true }],
    });
    expect(classifyAnswer('requery', http(answer), declared).result.items).toHaveLength(1);
    // undeclared, the field stays out of the result
    expect(pay(answer).result).toEqual({});
    const received = order('100', 'ORDER_RECEIVED', { walletreference: 'BET-55' });
    expect(classifyAnswer('pay', http(received), declared).result).toEqual({});
  });

  it('reads WAEC cards and JAMB PINs from carddetails', () => {
    expect(
      pay(
        order('200', 'ORDER_COMPLETED', {
          carddetails: 'Serial No:WRN200343867, pin: 572871474684',
        }),
      ).result,
    ).toEqual({ cards: [{ serial: 'WRN200343867', pin: '572871474684' }] });
    expect(
      requery(order('200', 'ORDER_COMPLETED', { carddetails: 'pin: 123456789012345' })).result,
    ).toEqual({ pins: ['123456789012345'] });
  });

  it.each([
    ['100', 'ORDER_RECEIVED'],
    ['199', 'ORDER_RECEIVED'],
    ['300', 'ORDER_PROCESSED'],
    ['399', 'ORDER_PROCESSED'],
    ['201', 'ORDER_COMPLETED'],
    ['299', 'ORDER_COMPLETED'],
    ['600', 'ORDER_ONHOLD'],
    ['602', 'ORDER_ONHOLD'],
    ['699', 'ORDER_ONHOLD'],
    ['521', 'ORDER_CANCELLED'],
  ])('keeps %s %s pending: not clearly delivered, not clearly refused', (code, status) => {
    expect(pay(order(code, status))).toMatchObject({
      state: 'pending',
      code,
      ourFault: false,
      providerSide: false,
    });
  });

  it.each(['501', '506', '507', '508'])(
    'fails ORDER_CANCELLED %s as the provider side (busy, network error): another may sell it',
    (code) => {
      expect(pay(order(code, 'ORDER_CANCELLED'))).toMatchObject({
        state: 'failed',
        code,
        ourFault: false,
        providerSide: true,
      });
    },
  );

  it.each([
    '500',
    '509',
    '510',
    '511',
    '512',
    '513',
    '514',
    '515',
    '516',
    '517',
    '518',
    '519',
    '520',
  ])('fails ORDER_CANCELLED %s as the order itself (the number, the subscriber)', (code) => {
    expect(pay(order(code, 'ORDER_CANCELLED'))).toMatchObject({
      state: 'failed',
      code,
      ourFault: false,
      providerSide: false,
    });
  });

  it.each([
    'INVALID_CREDENTIALS',
    'MISSING_CREDENTIALS',
    'MISSING_USERID',
    'MISSING_APIKEY',
    'INSUFFICIENT_BALANCE',
    'INSUFFICIENT_APIAMOUNT',
    'INSUFFICIENT_APISTOREDEALERAMOUNT',
    'INSUFFICIENT_APISTOREAMOUNT',
    'INVALID_API',
    'INVALID_API_ERROR1',
    'INVALID_API_ERROR2',
    'INVALID_PAYMENT_OPTION',
    'MISSING_MOBILENETWORK',
    'INVALID_MOBILENETWORK',
    'MISSING_REQUESTID',
    'INVALID_REQUESTID',
  ])('fails %s before vending as our account with the provider', (status) => {
    const outcome = pay({ status });
    expect(outcome).toMatchObject({
      state: 'failed',
      code: status,
      ourFault: true,
      providerSide: true,
    });
    expect(isOurFaultCode(status)).toBe(true);
  });

  it.each([
    'INVALID_DATAPLAN',
    'MISSING_DATAPLAN',
    'INVALID_PACKAGE',
    'INVALID_CABLETV',
    'INVALID_EXAMTYPE',
    'INVALID_ELECTRICCOMPANY',
    'INVALID_METERTYPE',
  ])('fails %s as a plan the provider does not offer, which another may', (status) => {
    expect(pay({ status })).toMatchObject({ state: 'failed', ourFault: false, providerSide: true });
    expect(isOurFaultCode(status)).toBe(false);
  });

  it.each([
    'INVALID_RECIPIENT',
    'MISSING_MOBILENUMBER',
    'INVALID_MOBILENUMBER',
    'MISSING_AMOUNT',
    'INVALID_AMOUNT',
    'MINIMUM_50',
    'MINIMUM_100',
    'MINIMUM_1000',
    'MAXIMUM_200000',
    'INVALID_SMARTCARDNO',
    'INVALID_METERNO',
    'INVALID_PROFILEID',
  ])('fails %s as the order itself, which would fail anywhere', (status) => {
    const outcome = pay({ status });
    expect(outcome).toMatchObject({ state: 'failed', ourFault: false, providerSide: false });
    expect(outcome.description).not.toMatch(/temporarily unavailable/);
  });

  it('stores the numeric code of a refusal and knows which blame our account', () => {
    expect(pay({ statuscode: '417', status: 'INSUFFICIENT_BALANCE' }).code).toBe('417');
    expect(isOurFaultCode('417')).toBe(true);
    expect(isOurFaultCode('400')).toBe(true);
    expect(isOurFaultCode('514')).toBe(false);
    expect(isOurFaultCode('INVALID_RECIPIENT')).toBe(false);
  });

  it('reads a status code without its status by its range', () => {
    expect(pay({ orderid: '1', statuscode: '200' }).state).toBe('delivered');
    expect(pay({ orderid: '1', statuscode: '100' }).state).toBe('pending');
    expect(pay({ orderid: '1', statuscode: '508' })).toMatchObject({
      state: 'failed',
      providerSide: true,
    });
    expect(pay({ statuscode: '400' })).toMatchObject({ state: 'failed', ourFault: true });
  });

  it.each([
    ['an unknown status', http({ status: 'SOMETHING_NEW' })],
    ['ORDER_ERROR with an unknown remark', http({ statuscode: '499', status: 'ORDER_ERROR' })],
    ['a JSON object without a status', http({ hello: 'world' })],
    ['an HTML error page', http('<html><body>500 - Internal server error.</body></html>', 500)],
    ['an empty body', http('')],
    ['a JSON array', http('[]')],
    ['HTTP 502 with a refusal in the body', http({ status: 'INVALID_CREDENTIALS' }, 502)],
  ])('keeps %s pending', (_name, answer) => {
    expect(classifyAnswer('pay', answer)).toMatchObject({ state: 'pending', ourFault: false });
  });

  it('keeps a timeout or a network error pending, with the error for the audit log', () => {
    const timedOut = classifyAnswer('pay', {
      kind: 'error',
      timedOut: true,
      error: 'ClubKonnect APIAirtimeV1.asp timed out after 15000 ms',
    });
    expect(timedOut).toMatchObject({ state: 'pending', raw: expect.stringMatching(/timed out/) });
    expect(timedOut.description).toMatch(/did not answer in time/);
    expect(
      classifyAnswer('requery', { kind: 'error', timedOut: false, error: 'ECONNRESET' }).state,
    ).toBe('pending');
  });

  it('answers not_found to a query of an order the provider never received', () => {
    for (const status of ['ORDER_NOT_FOUND', 'INVALID_ORDERID', 'INVALID_REQUESTID'])
      expect(requery({ status }).state).toBe('not_found');
    // On a purchase, an invalid request id is our own mistake.
    expect(pay({ status: 'INVALID_REQUESTID' })).toMatchObject({ state: 'failed', ourFault: true });
  });
});

describe('the CallBackURL notification', () => {
  it('gives the request id and the outcome of the order', () => {
    const { requestId, outcome } = parseCallback({
      orderdate: '2026-11-26T10:00:00.000Z',
      orderid: '7000000001',
      requestid: '202611261100abcDEF123456',
      statuscode: '200',
      orderstatus: 'ORDER_COMPLETED',
      orderremark: 'Transaction Successful',
      metertoken: '1111-2222-3333-4444-5555',
    });
    expect(requestId).toBe('202611261100abcDEF123456');
    expect(outcome).toMatchObject({
      state: 'delivered',
      providerTransactionId: '7000000001',
      result: { token: '1111-2222-3333-4444-5555' },
    });
    expect(outcome.raw).toContain('orderstatus=ORDER_COMPLETED');
  });

  it('reads cancelled and received notifications, and repeated parameters by their first value', () => {
    expect(
      parseCallback({ RequestID: ['r1', 'r2'], statuscode: '514', orderstatus: 'ORDER_CANCELLED' }),
    ).toMatchObject({ requestId: 'r1', outcome: { state: 'failed', providerSide: false } });
    expect(
      parseCallback({ requestid: 'r3', statuscode: '100', orderstatus: 'ORDER_RECEIVED' }).outcome
        .state,
    ).toBe('pending');
  });

  it('has no request id when the notification names only the order', () => {
    const { requestId, outcome } = parseCallback({ orderid: '9', orderstatus: 'ORDER_ONHOLD' });
    expect(requestId).toBeUndefined();
    expect(outcome).toMatchObject({ state: 'pending', providerTransactionId: '9' });
  });
});
