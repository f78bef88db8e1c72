import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { count, desc, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { AuditPageSchema, AuditQuerySchema, type AuditQuery } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { staffAudit } from '../../../db/schema';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { OWNER_ONLY } from '../guard';
import { auditCsv } from './export';
import { auditWhere } from './filters';
import { consoleErrors } from '../schemas';

/** The audit log, newest first; there is no route that changes or removes an entry. */
export async function auditPage(db: Db, query: AuditQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const where = auditWhere(query);
  const [counted] = await db.select({ n: count() }).from(staffAudit).where(where);
  const rows = await db
    .select()
    .from(staffAudit)
    .where(where)
    .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => ({
      id: row.id,
      staff_id: row.staffUserId,
      staff_email: row.staffEmail,
      action: row.action,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      reason: row.reason,
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    meta: { count: counted?.n ?? 0, page, page_size: pageSize },
  };
}

/** The distinct actions recorded so far, for the filter. */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: staffAudit.action })
    .from(staffAudit)
    .orderBy(sql`1`);
  return rows.map((row) => row.action);
}

export default async function auditRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/audit',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleAuditLog',
        summary: 'Every staff action, newest first, by staff member, action and date',
        querystring: AuditQuerySchema,
        response: {
          200: jsonOrCsv(AuditPageSchema, 'A page, or every match as CSV'),
          ...consoleErrors,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(request, reply, auditCsv(app.db, request.query))
        : auditPage(app.db, request.query),
  );
  app.get(
    '/audit/actions',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleAuditActions',
        summary: 'The actions the audit log holds, for its filter',
        response: { 200: Type.Object({ data: Type.Array(Type.String()) }), ...consoleErrors },
      },
    },
    async () => ({ data: await auditActions(app.db) }),
  );
}
