import type { FastifyReply, FastifyRequest } from 'fastify';
import { exportRefusal, type ConsoleExportList } from '@contract/rules';
import { sendCsv, type CsvExport } from '../../lib/csv';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from './audit';
import { actorOf } from './guard';
import { readConsoleSettings } from './settings/service';

/*
 * Every console list's file goes out here: only to whom the export rule allows (owners; support
 * the transactions when an owner allows it), and each download is in the audit log as
 * `list.export`: who, which list, the filters and the rows sent, written before the file's last
 * byte (or when the download stops early, marked incomplete).
 */

/** A console list's file, named by its list. */
export type ConsoleCsvExport<Row> = CsvExport<Row> & { list: ConsoleExportList };

export const EXPORT_AUDIT_ACTION = 'list.export';

/** The query's filters without the paging (a file holds every page). */
function filtersOf(query: unknown): Record<string, unknown> {
  if (query === null || typeof query !== 'object') return {};
  const { page: _page, page_size: _pageSize, ...filters } = query as Record<string, unknown>;
  return filters;
}

/** 403 with the rule's reason when the actor may not export the list; else the file, audited. */
export async function sendConsoleExport<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ConsoleCsvExport<Row>,
): Promise<FastifyReply> {
  const db = request.server.db;
  const actor = actorOf(request);
  const refusal = exportRefusal(actor.role, file.list, await readConsoleSettings(db));
  if (refusal) throw new HttpError(403, refusal);
  const filters = filtersOf(request.query);
  return sendCsv(reply, file, (summary) =>
    db.transaction((tx) =>
      recordAudit(tx, {
        actor: { id: actor.id, email: actor.email },
        action: EXPORT_AUDIT_ACTION,
        subjectType: 'list',
        subjectId: file.list,
        after: { filters, rows: summary.rows, complete: summary.complete },
      }),
    ),
  );
}
