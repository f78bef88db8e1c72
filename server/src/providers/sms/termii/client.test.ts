import type { Transport, TransportInit } from '../../../ports/http';
import { createTermiiSms, REFERENCE_HEADER, type TermiiClientConfig } from './client';

/* The Termii adapter against a fake transport answering in Termii's documented shapes. */

const config: TermiiClientConfig = {
  baseUrl: 'https://termii.test/',
  apiKey: 'TL-key',
  senderId: undefined,
  channel: 'generic',
  timeoutMs: 50,
};

const request = {
  reference: 'NT1700000000000ABC',
  sender: 'NAIRATOP',
  recipients: ['08031234567', '09061234567'],
  message: 'Our shop opens at 9am',
};

/** Termii's answer to an accepted send. */
const accepted = (messageId: string) =>
  JSON.stringify({
    code: 'ok',
    message_id: messageId,
    message: 'Successfully Sent',
    balance: 1047.8,
    user: 'NairaTop Ltd',
  });

interface Call {
  url: string;
  init: TransportInit;
  body: Record<string, unknown>;
}

/** A transport answering each call from `answer`, recording what it was sent. */
function fake(answer: (call: Call, index: number) => { status: number; body: string }) {
  const calls: Call[] = [];
  const transport: Transport = async (url, init) => {
    const call = { url, init, body: JSON.parse(init.body ?? '{}') as Record<string, unknown> };
    calls.push(call);
    const { status, body } = answer(call, calls.length - 1);
    return { status, text: async () => body };
  };
  return { calls, transport };
}

describe('Termii adapter', () => {
  it('sends one call in Termii format and answers sent with its message_id', async () => {
    const { calls, transport } = fake(() => ({
      status: 200,
      body: accepted('3017544054459493182'),
    }));
    const outcomes = await createTermiiSms(config, transport).send(request);
    expect(outcomes).toEqual([{ state: 'sent', messageId: '3017544054459493182' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://termii.test/api/sms/send');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({
      'content-type': 'application/json',
      [REFERENCE_HEADER]: request.reference,
    });
    expect(calls[0]?.body).toEqual({
      api_key: 'TL-key',
      to: ['2348031234567', '2349061234567'],
      from: 'NAIRATOP',
      sms: 'Our shop opens at 9am',
      type: 'plain',
      channel: 'generic',
    });
  });

  it('uses the configured channel and registered sender ID', async () => {
    const { calls, transport } = fake(() => ({ status: 200, body: accepted('1') }));
    const termii = createTermiiSms({ ...config, channel: 'dnd', senderId: 'NairaTop' }, transport);
    await termii.send(request);
    expect(calls[0]?.body).toMatchObject({ channel: 'dnd', from: 'NairaTop' });
    expect(termii.senderFor?.('SHOP')).toBe('NairaTop');
  });

  it('treats a 4xx with a message as a definite refusal', async () => {
    const { transport } = fake(() => ({
      status: 400,
      body: JSON.stringify({ message: 'Sender ID not found' }),
    }));
    expect(await createTermiiSms(config, transport).send(request)).toEqual([
      { state: 'failed', reason: 'the SMS gateway refused the message: Sender ID not found' },
    ]);
  });

  it.each([
    ['a 5xx', 500, JSON.stringify({ message: 'Internal Server Error' })],
    ['a 200 without message_id', 200, JSON.stringify({ message: 'Successfully Sent' })],
    ['an unreadable body', 200, '<html>Bad Gateway</html>'],
    ['a 4xx without a message', 429, ''],
    ['an empty 502', 502, ''],
  ])('keeps %s unknown (it may still go out)', async (_name, status, body) => {
    const { transport } = fake(() => ({ status, body }));
    const [outcome, ...more] = await createTermiiSms(config, transport).send(request);
    expect(more).toEqual([]);
    expect(outcome?.state).toBe('unknown');
  });

  it('keeps a timed-out or broken call unknown', async () => {
    const hanging: Transport = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const [timedOut] = await createTermiiSms(config, hanging).send(request);
    expect(timedOut).toMatchObject({ state: 'unknown' });
    expect(timedOut?.state === 'unknown' && timedOut.reason).toMatch(/timed out after 50 ms/);

    const broken: Transport = () => Promise.reject(new Error('ECONNRESET'));
    const [reset] = await createTermiiSms(config, broken).send(request);
    expect(reset?.state === 'unknown' && reset.reason).toMatch(/ECONNRESET/);
  });

  it('sends 250 recipients in 3 bulk calls of at most 100, each answered on its own', async () => {
    const recipients = Array.from({ length: 250 }, (_, i) => `0803${String(i).padStart(7, '0')}`);
    const { calls, transport } = fake((_call, index) =>
      index === 1
        ? { status: 503, body: '' }
        : index === 2
          ? { status: 400, body: JSON.stringify({ message: 'Insufficient balance' }) }
          : { status: 200, body: accepted('M1') },
    );
    const termii = createTermiiSms(config, transport);
    expect(termii.batchSize).toBe(100);
    const outcomes = await termii.send({ ...request, recipients });
    expect(calls.map((call) => call.url)).toEqual(
      Array(3).fill('https://termii.test/api/sms/send/bulk'),
    );
    expect(calls.map((call) => (call.body.to as string[]).length)).toEqual([100, 100, 50]);
    expect((calls[0]?.body.to as string[])[0]).toBe('2348030000000');
    expect((calls[2]?.body.to as string[]).at(-1)).toBe('2348030000249');
    expect(outcomes.map((outcome) => outcome.state)).toEqual(['sent', 'unknown', 'failed']);
  });

  it('refuses a sender outside 3-11 characters without calling Termii', async () => {
    const { calls, transport } = fake(() => ({ status: 200, body: accepted('1') }));
    const outcomes = await createTermiiSms(config, transport).send({ ...request, sender: 'AB' });
    expect(calls).toHaveLength(0);
    expect(outcomes).toEqual([
      { state: 'failed', reason: 'the sender name must be 3 to 11 characters' },
    ]);
  });
});
