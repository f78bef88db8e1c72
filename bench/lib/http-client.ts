import http from 'node:http';

/*
 * A client as an app's would be: keep-alive connections per server, a time limit per request, and
 * every way a request can end named (an answer, refused, reset, timed out) so a bench can count
 * them and retry as a real client would.
 */

export type Sent =
  | { kind: 'answer'; status: number; body: string }
  | { kind: 'refused' | 'reset' | 'timeout' | 'error'; detail: string };

export interface SendOptions {
  method?: string;
  path: string;
  body?: object;
  headers?: Record<string, string>;
  timeoutMs: number;
}

const agents = new Map<number, http.Agent>();

function agentOf(port: number) {
  let agent = agents.get(port);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    agents.set(port, agent);
  }
  return agent;
}

/** Ends every kept-alive connection (at the end of a run). */
export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export function send(port: number, options: SendOptions): Promise<Sent> {
  return new Promise((resolve) => {
    const payload = options.body ? JSON.stringify(options.body) : undefined;
    let settled = false;
    const done = (sent: Sent) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(sent);
    };
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: agentOf(port),
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => done({ kind: 'answer', status: response.statusCode ?? 0, body }));
        response.on('error', (error: NodeJS.ErrnoException) => done(failure(error)));
      },
    );
    const timer = setTimeout(() => {
      done({ kind: 'timeout', detail: `no answer in ${options.timeoutMs} ms` });
      outgoing.destroy();
    }, options.timeoutMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) => done(failure(error)));
    outgoing.end(payload);
  });
}

function failure(error: NodeJS.ErrnoException): Sent {
  const detail = `${error.code ?? ''} ${error.message}`.trim();
  // "socket hang up" is ECONNRESET too: the connection closed before an answer.
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || /hang up/i.test(error.message))
    return { kind: 'reset', detail };
  if (error.code === 'ECONNREFUSED') return { kind: 'refused', detail };
  return { kind: 'error', detail };
}
