// The messages to patients as staff read them (issue 24): the outbox's list for the front desk and admins, and an
// admin's resend of a message that failed. The mock never sends, so none of its messages fails: a resend of one it
// has is always refused as apps/api refuses a message that did not fail.
import type { Router } from 'express';
import { API_PATHS, apiError, messagesQuerySchema, noQuerySchema, type MessagesQuery } from '@hospital/contract';
import { ID, NOT_FOUND, requireAdmin, requireStaff, sendError, validQuery, type MockData } from '../http.ts';

export function messageRoutes(api: Router, { outbox }: MockData): void {
  api.get(API_PATHS.messages, validQuery(messagesQuerySchema), requireStaff, (_req, res) => {
    res.json(outbox.page(res.locals.query as MessagesQuery));
  });

  api.post(API_PATHS.messageResend(ID), validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const message = outbox.find(Number(req.params.id));
    if (!message) return sendError(res, 404, NOT_FOUND);
    // Nothing the mock writes can fail (it never tries to send), so there is never one to send again.
    sendError(res, 409, apiError('messageNotFailed'));
  });
}
