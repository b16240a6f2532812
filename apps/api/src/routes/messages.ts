// The messages to patients as staff read them: the outbox newest first with its filters, for the front
// desk and admins, and an admin's resend of a message that failed, queued again in the same transaction as its audit.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { API_PATHS, apiError, messagePageSchema, messageSchema, messagesQuerySchema, type Message } from '@hospital/contract';
import { auditedChange } from '../audit.ts';
import { appointments, messages } from '../db/schema.ts';
import { newRouter, sendError, type Services } from '../http/context.ts';
import { IdParams, apiRoute, errorAnswer, json } from '../http/openapi.ts';

const MessageSchema = messageSchema.meta({ id: 'Message' });
const MessagePage = messagePageSchema.extend({ items: MessageSchema.array() }).meta({ id: 'MessagePage' });

type MessageRow = typeof messages.$inferSelect;

export const toMessage = (row: MessageRow, reference: string): Message => ({
  id: row.id,
  appointmentId: row.appointmentId,
  reference,
  kind: row.kind,
  channel: row.channel,
  recipient: row.recipient,
  language: row.language,
  dueAt: row.dueAt.toISOString(),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  subject: row.subject,
  text: row.text,
});

/** What the audit trail keeps of a message: never whom it went to or what it said. */
const auditedMessage = (row: MessageRow) => ({ appointmentId: row.appointmentId, kind: row.kind, channel: row.channel, status: row.status, attempts: row.attempts });

export function messageRoutes({ db, outbox }: Services) {
  const router = newRouter();

  router.openapi(
    apiRoute('staff', {
      method: 'get',
      path: API_PATHS.messages,
      summary: 'The messages to patients, newest first (by due time, then id), with their status, tries and last error; filters by appointment, status, kind and channel',
      request: { query: messagesQuerySchema },
      responses: { 200: json(MessagePage) },
    }),
    async (c) => {
      const { appointmentId, status, kind, channel, page, pageSize } = c.req.valid('query');
      const conditions: SQL[] = [];
      if (appointmentId !== undefined) conditions.push(eq(messages.appointmentId, appointmentId));
      if (status) conditions.push(eq(messages.status, status));
      if (kind) conditions.push(eq(messages.kind, kind));
      if (channel) conditions.push(eq(messages.channel, channel));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({ message: messages, reference: appointments.reference })
          .from(messages)
          .innerJoin(appointments, eq(appointments.id, messages.appointmentId))
          .where(where)
          .orderBy(desc(messages.dueAt), desc(messages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(messages).where(where),
      ]);
      return c.json({ items: rows.map((row) => toMessage(row.message, row.reference)), total, page, pageSize }, 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'post',
      path: API_PATHS.messageResend('{id}'),
      summary: 'Send a failed message again: queued at once with its tries counted afresh',
      request: { params: IdParams },
      responses: {
        200: json(MessageSchema, 'The message, queued again'),
        404: errorAnswer('No such message'),
        409: errorAnswer('The message has not failed (only a failed one is sent again)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await auditedChange(db, c, async (tx, audit) => {
        const [found] = await tx
          .select({ message: messages, reference: appointments.reference })
          .from(messages)
          .innerJoin(appointments, eq(appointments.id, messages.appointmentId))
          .where(eq(messages.id, id))
          .for('update', { of: messages })
          .limit(1);
        if (!found) return 'missing' as const;
        if (found.message.status !== 'failed') return 'not_failed' as const;
        const [queued] = await tx.update(messages).set({ status: 'queued', attempts: 0, lastError: null, dueAt: new Date() }).where(eq(messages.id, id)).returning();
        await outbox.enqueue(tx, [queued!]);
        await audit({ action: 'message.resend', entity: 'message', entityId: id, before: auditedMessage(found.message), after: auditedMessage(queued!) });
        return toMessage(queued!, found.reference);
      });
      if (outcome === 'missing') return sendError(c, 404, apiError('notFound'));
      if (outcome === 'not_failed') return sendError(c, 409, apiError('messageNotFailed'));
      outbox.wake();
      return c.json(outcome, 200);
    },
  );

  return router;
}
