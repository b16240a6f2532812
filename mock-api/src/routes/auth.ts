// Sign-in, sign-out and who is signed in: sessions in memory, the contract's throttle (counted before the hash) and
// its known-browser rule, as on the production server.
import type { Router } from 'express';
import {
  API_PATHS,
  KNOWN_DEVICE,
  SIGN_IN_THROTTLE,
  apiError,
  loginSchema,
  noQuerySchema,
  signInLimits,
  tooManyAttemptsError,
  tooManySignInsMessage,
} from '@hospital/contract';
import { AttemptCounters } from '../attemptCounters.ts';
import { clientAddress, currentUser, parseBody, publicUser, sendError, validQuery, type MockData } from '../http.ts';
import { DECOY_HASH, verifyPassword } from '../passwords.ts';
import { clearSessionCookie, KnownDevices, readCookie, readSessionCookie, setKnownDeviceCookie, setSessionCookie, type SessionStore } from '../sessions.ts';

export function authRoutes(api: Router, { state }: MockData, sessions: SessionStore, loginWindowMs = SIGN_IN_THROTTLE.windowMs): void {
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
    if (!user || !passwordMatches) return sendError(res, 401, apiError('invalidCredentials'));
    throttle.succeeded(attempt);
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
}
