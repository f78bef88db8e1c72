import type { LiveChange } from '@contract/api/events';
import type { Database } from '../src/db/client';
import { bearer } from './accounts';
import { USER_EVENTS_CHANNEL } from '../src/modules/events/hub';

export interface HeardEvent {
  user_id: number;
  kind: 'balance' | 'transaction';
  transaction_id: number | null;
}

/**
 * Listens on the database's live events channel as a server process does, keeping what is
 * announced on this database's schema (suites on PostgreSQL share the channel, and user ids repeat
 * across their schemas).
 */
export async function hearUserEvents(database: Database) {
  const [row] = await database.withSession((session) =>
    session.rows('SELECT current_schema() AS schema'),
  );
  const schema = String(row?.schema);
  const heard: HeardEvent[] = [];
  const stop = await database.listen(
    USER_EVENTS_CHANNEL,
    (payload) => {
      const event = JSON.parse(payload) as HeardEvent & { schema: string };
      if (event.schema === schema)
        heard.push({
          user_id: event.user_id,
          kind: event.kind,
          transaction_id: event.transaction_id,
        });
    },
    () => undefined,
  );
  return {
    heard,
    /** Resolves once an event passes `test`; the suite's own timeout bounds the wait. */
    async until(test: (event: HeardEvent) => boolean) {
      while (!heard.some(test)) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    stop,
  };
}

export interface Received {
  event: string;
  data: unknown;
}

/** A live status stream read the way the SPA reads it: fetch with the bearer token. */
export async function openStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events/`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  const received: Received[] = [];
  let notify = () => undefined as void;
  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (event && data) received.push({ event, data: JSON.parse(data) as unknown });
        notify();
      }
    }
  };
  if (response.ok) read().catch(() => undefined);
  return {
    response,
    received,
    /** Resolves once a received event passes `test`; the suite's own timeout bounds the wait. */
    until: (test: (events: Received[]) => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (test(received)) resolve();
        };
        const previous = notify;
        notify = () => {
          previous();
          check();
        };
        check();
      }),
    close: () => controller.abort(),
  };
}

export const changes = (events: Received[]) =>
  events.filter((item) => item.event === 'change').map((item) => item.data as LiveChange);
