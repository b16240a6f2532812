// Sign-in, sign-out, who is signed in, the demo's accounts and a user's own password change: sessions in memory, the contract's throttle (counted before the hash) and
// its known-browser rule, as on the production server.
import type { Request, Response, Router } from 'express';
import {
  API_PATHS,
  KNOWN_DEVICE,
  SIGN_IN_THROTTLE,
  apiError,
  changePasswordSchema,
  loginSchema,
  noQuerySchema,
  signInLimits,
  tooManyAttemptsError,
  tooManySignInsMessage,
  wrongPasswordProblems,
  type ChangePasswordInput,
  type StoredUser,
} from '@hospital/contract';
import { DEMO_ACCOUNTS, hashPasswordSync, weakPasswordProblems } from '@hospital/contract/server';
import { AttemptCounters } from '../attemptCounters.ts';
import { clientAddress, currentUser, parseBody, publicUser, requireAccess, sendError, validQuery, type MockData } from '../http.ts';
import { DECOY_HASH, verifyPassword } from '../passwords.ts';
import { clearSessionCookie, KnownDevices, readCookie, readSessionCookie, setKnownDeviceCookie, setSessionCookie, type SessionStore } from '../sessions.ts';

export function authRoutes(api: Router, { state, persist }: MockData, sessions: SessionStore, loginWindowMs = SIGN_IN_THROTTLE.windowMs): void {
  const knownDevices = new KnownDevices();
  const throttle = new AttemptCounters(loginWindowMs);

  api.post(API_PATHS.login, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(loginSchema, req, res);
    if (!input) return;
    const user = state().users.find((candidate) => candidate.username === input.username);
    const deviceCookie = readCookie(req, KNOWN_DEVICE.cookie);
    // Counted before the password is hashed, as the production server does.
    const attempt = throttle.count(signInLimits(input.username, clientAddress(req), knownDevices.knownTo(deviceCookie, user?.id)));
    if (attempt.waitMs > 0) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return sendError(res, 429, tooManyAttemptsError(tooManySignInsMessage(attempt.waitMs)));
    }
    const passwordMatches = verifyPassword(input.password, user?.passwordHash ?? DECOY_HASH);
    // A deactivated account is answered as a wrong password (and stays counted), as on the production server.
    if (!user || !passwordMatches || !user.active) return sendError(res, 401, apiError('invalidCredentials'));
    throttle.succeeded(attempt);
    user.lastSignInAt = new Date().toISOString();
    persist();
    setKnownDeviceCookie(req, res, knownDevices.remember(deviceCookie, user.id), API_PATHS.login);
    // A fresh session id at every sign-in, so an id planted before sign-in is worth nothing after.
    sessions.destroy(readSessionCookie(req));
    setSessionCookie(req, res, sessions.create(user.id));
    res.json(publicUser(user));
  });

  api.post(API_PATHS.logout, validQuery(noQuerySchema), (req, res) => {
    sessions.destroy(readSessionCookie(req));
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  api.get(API_PATHS.me, validQuery(noQuerySchema), (_req, res) => {
    // A visitor is not an error: every public page that asks who is signed in would otherwise log a failed request.
    const user = currentUser(res);
    res.json(user ? publicUser(user) : null);
  });

  // The demo's accounts for the sign-in page: the mock is always the demo.
  api.get(API_PATHS.demoAccounts, validQuery(noQuerySchema), (_req, res) => {
    res.json({ accounts: DEMO_ACCOUNTS });
  });

  api.post(API_PATHS.changePassword, validQuery(noQuerySchema), requireAccess('signedIn'), (req, res, next) => {
    const user = currentUser(res)!;
    const input = parseBody(changePasswordSchema, req, res);
    if (!input) return;
    // The estimator's dictionaries load on first use; express 4 leaves a rejected promise unhandled, hence next.
    weakPasswordProblems(input.newPassword, user).then((weak) => {
      if (Object.keys(weak).length > 0) return sendError(res, 400, apiError('validationFailed', weak));
      changeTo(input, user, req, res);
    }, next);
  });

  function changeTo(input: ChangePasswordInput, user: StoredUser, req: Request, res: Response): void {
    // Counted as a sign-in of the account before the hash, so a stolen session cannot guess the password here.
    const attempt = throttle.count(signInLimits(user.username, clientAddress(req)));
    if (attempt.waitMs > 0) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return sendError(res, 429, tooManyAttemptsError(tooManySignInsMessage(attempt.waitMs)));
    }
    if (!verifyPassword(input.currentPassword, user.passwordHash)) return sendError(res, 400, apiError('validationFailed', wrongPasswordProblems()));
    throttle.succeeded(attempt);
    user.passwordHash = hashPasswordSync(input.newPassword);
    user.mustChangePassword = false;
    sessions.destroyAllOf(user.id, readSessionCookie(req));
    persist();
    res.status(204).end();
  }
}
