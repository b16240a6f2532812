// Reads for the people who run the service: the audit trail (admins), health (the load balancer), and the
// OpenAPI document (integrators).
import { count, desc } from 'drizzle-orm';
import { API_PATHS, auditPageSchema, auditQuerySchema, healthSchema } from '@hospital/contract';
import { databaseAnswers } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import { newRouter, type Services } from '../http/context.ts';
import { apiRoute, json } from '../http/openapi.ts';

export function operationsRoutes({ db, databaseKind }: Services) {
  const router = newRouter();

  router.openapi(
    apiRoute('admin', {
      method: 'get',
      path: API_PATHS.audit,
      summary: 'The audit trail, newest first',
      request: { query: auditQuerySchema },
      responses: { 200: json(auditPageSchema.meta({ id: 'AuditPage' })) },
    }),
    async (c) => {
      const { page, pageSize } = c.req.valid('query');
      const rows = await db
        .select()
        .from(auditEvents)
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditEvents);
      const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
      return c.json({ items, page, pageSize, total }, 200);
    },
  );

  const Health = healthSchema.meta({ id: 'Health' });
  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.health, summary: 'Whether this instance reaches its database', responses: { 200: json(Health), 503: json(Health, 'The database does not answer') } }),
    async (c) => {
      const up = await databaseAnswers(db);
      return c.json({ status: up ? ('ok' as const) : ('unavailable' as const), database: databaseKind }, up ? 200 : 503);
    },
  );

  return router;
}
