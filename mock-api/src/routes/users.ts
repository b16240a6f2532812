// Staff accounts, for admins: the list, a new account with a temporary password, a change of role, name or whether
// it may sign in, and a password reset. The rules are the contract's (rules/staff.ts), as on the production server.
import type { Router } from 'express';
import {
  API_PATHS,
  apiError,
  createStaffSchema,
  endsSessions,
  noQuerySchema,
  staffChangeRefusal,
  updateStaffSchema,
  usernameTakenProblems,
  type StoredUser,
} from '@hospital/contract';
import { hashPasswordSync, newTemporaryPassword } from '@hospital/contract/server';
import { ID, NOT_FOUND, parseBody, publicUser, requireAdmin, sendError, validQuery, type MockData } from '../http.ts';
import type { SessionStore } from '../sessions.ts';

export function userRoutes(api: Router, { state, persist, findById, nextId }: MockData, sessions: SessionStore): void {
  api.get(API_PATHS.users, validQuery(noQuerySchema), requireAdmin, (_req, res) => {
    res.json([...state().users].sort((a, b) => a.id - b.id).map(publicUser));
  });

  api.post(API_PATHS.users, validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const input = parseBody(createStaffSchema, req, res);
    if (!input) return;
    const { users } = state();
    if (users.some((user) => user.username === input.username)) return sendError(res, 409, apiError('usernameTaken', usernameTakenProblems()));
    const temporaryPassword = newTemporaryPassword();
    const user: StoredUser = {
      id: nextId(users),
      username: input.username,
      displayName: input.displayName,
      passwordHash: hashPasswordSync(temporaryPassword),
      role: input.role,
      active: true,
      mustChangePassword: true,
      lastSignInAt: null,
      createdAt: new Date().toISOString(),
    };
    users.push(user);
    persist();
    res.status(201).json({ ...publicUser(user), temporaryPassword });
  });

  api.patch(API_PATHS.user(ID), validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const change = parseBody(updateStaffSchema, req, res);
    if (!change) return;
    const user = findById('users', req.params.id);
    if (!user) return sendError(res, 404, NOT_FOUND);
    // One thread: no other change can come between this count and the write.
    const activeAdmins = state()
      .users.filter((candidate) => candidate.role === 'admin' && candidate.active)
      .map((candidate) => candidate.id);
    const refusal = staffChangeRefusal(user, change, activeAdmins);
    if (refusal?.kind === 'lastAdmin') return sendError(res, 409, apiError('lastAdmin'));
    if (refusal) return sendError(res, 400, apiError('validationFailed', refusal.problems));
    const endSessions = endsSessions(user, change);
    Object.assign(user, change);
    if (endSessions) sessions.destroyAllOf(user.id);
    persist();
    res.json(publicUser(user));
  });

  api.post(API_PATHS.userResetPassword(ID), validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const user = findById('users', req.params.id);
    if (!user) return sendError(res, 404, NOT_FOUND);
    const temporaryPassword = newTemporaryPassword();
    user.passwordHash = hashPasswordSync(temporaryPassword);
    user.mustChangePassword = true;
    sessions.destroyAllOf(user.id);
    persist();
    res.json({ temporaryPassword });
  });
}
