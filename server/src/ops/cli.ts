import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type {
  AdjustmentSentForApproval,
  AirtimeToCashDecision,
  AttentionList,
  ConsoleTransactionActionResponse,
  PendingAirtimeToCashList,
  StaffMember,
} from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { OPS_TOKEN_FILE } from '../config';
import { OPS_AS_HEADER, OPS_TOKEN_HEADER } from '../modules/console/ops-command';

/*
 * `npm run ops -- ...`: the operator's commands. They call the console's API over HTTP with the
 * operator token AND the staff member the operator is (--as <e-mail>): the server checks that
 * member's role, limits and the money policy, and audits what they do under their name, as in the
 * console. They never touch the database: PGlite allows one process, and the server holds it.
 * The one command that names no member is creating the first owner, refused once one exists.
 */

export const HELP = `Usage: npm run ops -- <command> --as <your staff e-mail> [options]

Commands:
  a2c list                                   pending airtime-to-cash requests
  a2c confirm <tx_ref> --reason <text>       credit the payout to the customer's wallet (the money
                                             policy applies: your limits; past the approval
                                             threshold it waits for an owner's approval)
  a2c reject <tx_ref> --reason <text>        reject the request (status ignored, no money)
  attention list                             purchases that need attention (pending, no longer
                                             requeried): ref, user, service, amount, age, tries,
                                             the provider's last answer
  attention settle <tx_ref> --outcome delivered|refunded --reason <text>
                                             settle one: delivered confirms it, refunded gives
                                             the charge back to the wallet (the money policy applies)
  staff create --email <e-mail> --role support --reason <text>
                                             (as an owner) give a registered user the support role
  staff create --email <e-mail> --role owner --reason <text>
                                             set-up only, without --as: make the first owner;
                                             refused once the console has an owner

Options:
  --as <e-mail> the staff account you act as (its role and limits apply; audited under it)
  --reason <t>  why, kept in the audit log (every command that changes something needs one)
  --url <url>   the server (default PUBLIC_URL, else http://localhost:$PORT, PORT default 8080)
  --help        this text

The commands call the console's API (/api/v1/console) with the operator token: OPS_TOKEN, else
the file ops-token in DATA_DIR (default .data), which the server writes on its first start.`;

type Env = Record<string, string | undefined>;

export interface OpsIo {
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
}

class Refusal extends Error {}

export function serverUrl(env: Env, flag?: string): string {
  const url = flag || env.PUBLIC_URL || `http://localhost:${env.PORT || '8080'}`;
  return url.replace(/\/+$/, '');
}

export function operatorToken(env: Env): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  const file = path.join(path.resolve(env.DATA_DIR ?? '.data'), OPS_TOKEN_FILE);
  if (!existsSync(file))
    throw new Refusal(
      `No operator token: set OPS_TOKEN, or start the server once so it writes ${file}.`,
    );
  return readFileSync(file, 'utf8').trim();
}

/** "3m", "2h 5m", "4d 1h": how long a request has waited. */
export function age(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ${minutes % 60}m`;
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** "044/resolved", "099", "no readable answer": the provider's last code and status. */
function lastAnswerOf(item: AttentionList['data'][number]): string {
  const code = item.last_answer?.code ?? item.upstream_code;
  if (!code) return 'no readable answer';
  return `${code}${item.upstream_status ? `/${item.upstream_status}` : ''}`;
}

/** The body of a response, or a Refusal with the error envelope's message. */
async function answer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Refusal(`The server answered ${response.status}: ${text.slice(0, 200)}`);
  }
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String(body.message)
        : `status ${response.status}`;
    throw new Refusal(message);
  }
  return body as T;
}

/** Runs one command; answers the exit code (0 done, 1 refused or failed, 2 usage). */
export async function runOps(argv: readonly string[], env: Env, io: OpsIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        by: { type: 'string' },
        reason: { type: 'string' },
        as: { type: 'string' },
        outcome: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        url: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(HELP);
    return 2;
  }
  const { values, positionals } = parsed;
  const [area, command, ref] = positionals;
  if (values.help || positionals.length === 0) {
    io.out(HELP);
    return values.help ? 0 : 2;
  }
  const usage = (message: string) => {
    io.err(message);
    io.err(HELP);
    return 2;
  };
  if (values.by !== undefined)
    return usage('--by is gone: name your own staff account with --as <e-mail>.');
  const as = values.as?.trim();
  const reason = values.reason?.trim();
  const setUp = area === 'staff' && values.role === 'owner';
  if (!as && !setUp) return usage('Name the staff account you act as with --as <e-mail>.');
  const changes = command !== 'list';
  if (changes && !reason)
    return usage(`${area} ${command} needs --reason <text> (kept in the audit log)`);
  if (area === 'staff') {
    if (command !== 'create') return usage(`Unknown staff command: ${command ?? '(none)'}`);
    if (!values.email?.trim())
      return usage('staff create needs --email <e-mail> of a registered user');
    if (values.role !== 'owner' && values.role !== 'support')
      return usage('staff create needs --role owner or --role support');
  } else if (area === 'attention') {
    if (command !== 'list' && command !== 'settle')
      return usage(`Unknown attention command: ${command ?? '(none)'}`);
    if (command === 'settle') {
      if (!ref) return usage('attention settle needs a transaction reference');
      if (values.outcome !== 'delivered' && values.outcome !== 'refunded')
        return usage('attention settle needs --outcome delivered or --outcome refunded');
    }
  } else if (area === 'a2c') {
    if (command !== 'list' && command !== 'confirm' && command !== 'reject')
      return usage(`Unknown a2c command: ${command ?? '(none)'}`);
    if (command !== 'list' && !ref) return usage(`a2c ${command} needs a transaction reference`);
  } else return usage(`Unknown command: ${positionals.join(' ')}`);

  const api = `${serverUrl(env, values.url)}/api/v1/console`;
  const refPath = encodeURIComponent(ref ?? '');
  try {
    const headers = {
      [OPS_TOKEN_HEADER]: operatorToken(env),
      ...(as ? { [OPS_AS_HEADER]: encodeURIComponent(as) } : {}),
    };
    const call = async (url: string, init: RequestInit) => {
      try {
        return await io.fetch(url, init);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Refusal(`Could not reach the server at ${url}: ${reason}`);
      }
    };
    const post = (url: string, body: object) =>
      call(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    if (area === 'staff') {
      const { data } = await answer<{ data: StaffMember }>(
        await post(`${api}/staff`, { email: values.email, role: values.role, reason }),
      );
      io.out(
        `${data.email} is now ${data.role === 'owner' ? 'an owner' : 'support staff'} of the console; they sign in at /console with their own password.`,
      );
      return 0;
    }
    if (area === 'attention' && command === 'list') {
      const { data, meta } = await answer<AttentionList>(
        await call(`${api}/attention?limit=500`, { headers }),
      );
      if (data.length === 0) {
        io.out('No purchases need attention.');
        return 0;
      }
      const now = io.now?.() ?? new Date();
      const rows = data.map((item) => [
        item.tx_ref,
        item.email,
        [item.service, item.package].filter(Boolean).join(' '),
        formatNaira(item.amount),
        age(new Date(item.created_at), now),
        String(item.attempts),
        lastAnswerOf(item),
      ]);
      const header = ['REF', 'USER', 'SERVICE', 'AMOUNT', 'AGE', 'TRIES', 'LAST ANSWER'];
      for (const line of table([header, ...rows])) io.out(line);
      if (meta.total > data.length) io.out(`(${data.length} of ${meta.total} shown)`);
      return 0;
    }
    if (area === 'attention') {
      const action = values.outcome === 'delivered' ? 'mark-delivered' : 'refund';
      const response = await post(`${api}/transactions/${refPath}/${action}`, { reason });
      if (response.status === 202) {
        io.out((await answer<AdjustmentSentForApproval>(response)).message);
        return 0;
      }
      const { data } = await answer<ConsoleTransactionActionResponse>(response);
      const { transaction, customer } = data;
      const amount = formatNaira(transaction.amount);
      const operator = transaction.reviewed_by ?? '';
      io.out(
        values.outcome === 'delivered'
          ? `Settled ${transaction.tx_ref} as delivered (${amount} for ${customer.email}) by ${operator}`
          : `Refunded ${transaction.tx_ref}: ${amount} back to ${customer.email} by ${operator}`,
      );
      return 0;
    }
    if (command === 'list') {
      const { data } = await answer<PendingAirtimeToCashList>(
        await call(`${api}/airtime-to-cash`, { headers }),
      );
      if (data.length === 0) {
        io.out('No pending airtime-to-cash requests.');
        return 0;
      }
      const now = io.now?.() ?? new Date();
      const rows = data.map((item) => [
        item.tx_ref,
        item.email,
        item.network ?? '',
        item.phone ?? '',
        item.amount_transferred === null ? '' : formatNaira(item.amount_transferred),
        formatNaira(item.payout),
        age(new Date(item.created_at), now),
      ]);
      const header = ['REF', 'USER', 'NETWORK', 'PHONE', 'TRANSFERRED', 'PAYOUT', 'AGE'];
      for (const line of table([header, ...rows])) io.out(line);
      return 0;
    }
    const result = await answer<AirtimeToCashDecision | AdjustmentSentForApproval>(
      await post(`${api}/airtime-to-cash/${refPath}/${command}`, { reason }),
    );
    io.out(result.message);
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    io.err(error.message);
    return 1;
  }
}
