// The messages to patients as staff read them: the outbox's list for the front desk and admins, and an
// admin's resend of a message that failed (the contract's isMessageResendable). The mock never sends, so none of its
// messages fails: a resend of one it has is refused as apps/api refuses a message that did not fail.
import type { Router } from 'express';
import { API_PATHS, apiError, isMessageResendable, messagesQuerySchema, noQuerySchema, type MessagesQuery } from '@hospital/contract';
import { ID, NOT_FOUND, requireAdmin, requireStaff, sendError, validQuery, type MockData } from '../http.ts';

export function messageRoutes(api: Router, { outbox, now: clock }: MockData): void {
  api.get(API_PATHS.messages, validQuery(messagesQuerySchema), requireStaff, (_req, res) => {
    res.json(outbox.page(res.locals.query as MessagesQuery));
  });

  api.post(API_PATHS.messageResend(ID), validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const message = outbox.find(Number(req.params.id), clock());
    if (!message) return sendError(res, 404, NOT_FOUND);
    if (!isMessageResendable(message.status)) return sendError(res, 409, apiError('messageNotFailed'));
    res.json(outbox.resend(message.id, clock()));
  });
}
