import { apiBaseUrl } from '@/shared/api';

/** One server-sent event: its `event:` name and its `data:` text. */
export interface StreamMessage {
  event: string;
  data: string;
}

/**
 * Splits server-sent event text into whole messages and the unfinished rest. Comment lines (the
 * server's heartbeats) and messages without data are skipped.
 */
export function splitMessages(text: string): { messages: StreamMessage[]; rest: string } {
  const normalized = text.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: StreamMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** The server would not open the stream; `status` is its HTTP answer (401: signed out). */
export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`the live status stream answered ${status}`);
    this.name = 'StreamRefused';
  }
}

/**
 * Reads the signed-in user's live status stream until it ends or `signal` aborts, passing each
 * message on. It uses fetch rather than EventSource because EventSource cannot send the
 * Authorization header, and the token must never travel in an address.
 */
export async function readLiveStream(
  token: string,
  signal: AbortSignal,
  onMessage: (message: StreamMessage) => void,
): Promise<void> {
  const response = await fetch(`${apiBaseUrl()}events/`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) throw new StreamRefused(response.status);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const { messages, rest } = splitMessages(buffer);
    buffer = rest;
    for (const message of messages) onMessage(message);
  }
}
