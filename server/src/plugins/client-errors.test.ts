import { connect } from 'node:net';
import { bearer, signedInUser } from '../../test/accounts';
import {
  impatientProviders,
  PROVIDER_GIVES_UP_MS,
  startTestApp,
  type TestContext,
} from '../../test/harness';
import { packageId, SANDBOX } from '../../test/purchases';
import { seedBalance } from '../../test/wallet';

/*
 * Requests Node's HTTP layer refuses before Fastify sees them, and requests that arrive while the
 * server closes, are answered in the API's error envelope like every other error, and the
 * connection is closed. Sent over a raw socket: an HTTP client would refuse to send them.
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await startTestApp(impatientProviders());
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => ctx.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses one or more HTTP/1.1 answers (Content-Length framed) from what the server sent. */
function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(bodyStart, bodyStart + length),
    });
    rest = rest.slice(bodyStart + length);
  }
  return answers;
}

/** Writes `bytes` and reads until the server closes the connection. */
function rawExchange(
  bytes: Buffer | string,
  afterWrite?: (socket: ReturnType<typeof connect>) => void,
): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswers(Buffer.concat(chunks).toString('latin1'))));
    socket.on('connect', () => {
      socket.write(bytes);
      afterWrite?.(socket);
    });
  });
}

const envelope = (message: string) => ({ message, errors: [{ detail: message }], data: {} });

function expectRefusal(answers: RawAnswer[], status: number, message: string) {
  expect(answers).toHaveLength(1);
  const [answer] = answers;
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer?.headers.connection).toBe('close');
  expect(JSON.parse(answer?.body ?? '')).toEqual(envelope(message));
}

it('answers a control character in a header with 400 in the envelope and closes', async () => {
  const answers = await rawExchange(
    'GET /api/v1/health/live HTTP/1.1\r\nHost: localhost\r\nX-Note: a\x01b\r\n\r\n',
  );
  expectRefusal(answers, 400, 'The request is malformed.');
});

it('answers bad bytes in the address with 400 in the envelope and closes', async () => {
  const answers = await rawExchange(
    Buffer.concat([
      Buffer.from('GET /api/v1/'),
      Buffer.from([0x00, 0x7f]),
      Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n'),
    ]),
  );
  expectRefusal(answers, 400, 'The request is malformed.');
});

it('answers 20 KB of headers with 431 in the envelope and closes', async () => {
  const filler = Array.from({ length: 20 }, (_, i) => `X-Filler-${i}: ${'a'.repeat(1_000)}\r\n`);
  const answers = await rawExchange(
    `GET /api/v1/health/live HTTP/1.1\r\nHost: localhost\r\n${filler.join('')}\r\n`,
  );
  expectRefusal(answers, 431, 'The request headers are too large.');
});

it('finishes the request in progress when closing, says Connection: close, and closes without a reset', async () => {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 1_000);
  const body = JSON.stringify({
    phone_number: SANDBOX.timeout,
    amount: 100,
    package_id: await packageId(ctx.database.db, 'mtn-airtime'),
  });
  const head = (path: string, extra: string) =>
    `${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${bearer(user.token).authorization}\r\n${extra}\r\n`;
  // A purchase the provider keeps waiting (the client gives up after 500 ms: pending, 201); the
  // server starts closing meanwhile, and a second request is pipelined on the same connection.
  // The purchase is answered with Connection: close and the connection then ends cleanly, so the
  // client sends the second request again on a new connection (to another process).
  let closed: Promise<void> | undefined;
  const answers = await rawExchange(
    head(
      'POST /api/v1/purchase-airtime/',
      `Content-Type: application/json\r\nIdempotency-Key: closing-1\r\nContent-Length: ${body.length}\r\n`,
    ) + body,
    (socket) => {
      setTimeout(() => {
        closed = ctx.app.close();
      }, PROVIDER_GIVES_UP_MS / 4);
      setTimeout(() => socket.write(head('GET /api/v1/get-user/', '')), PROVIDER_GIVES_UP_MS / 2);
    },
  );
  await closed;
  expect(answers.map((answer) => answer.status)).toEqual([201]);
  expect(answers[0]?.headers.connection).toBe('close');
});
