import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import {
  API_PATHS,
  KNOWN_DEVICE,
  SESSION_LIMITS,
  apiError,
  changePasswordSchema,
  demoAccountsSchema,
  loginSchema,
  signInLimits,
  tooManyAttemptsError,
  tooManySignInsMessage,
  userSchema,
  wrongPasswordProblems,
} from '@hospital/contract';
import { DEMO_ACCOUNTS, weakPasswordProblems } from '@hospital/contract/server';
import { auditedChange, recordRefusal } from '../audit.ts';
import { knownDeviceFor, rememberDevice } from '../auth/knownDevices.ts';
import { createSession, deleteExpiredSessions, deleteSession, endSessionsOf, SESSION_COOKIE } from '../auth/sessions.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { users } from '../db/schema.ts';
import { toUser } from '../db/rows.ts';
import { newRouter, sendError, type ApiContext, type Services } from '../http/context.ts';
import { apiRoute, errorAnswer, json, jsonBody } from '../http/openapi.ts';

const User = userSchema.meta({ id: 'User' });

function cookieOptions(c: ApiContext) {
  return { httpOnly: true, sameSite: 'Lax', secure: c.get('secure'), path: '/' } as const;
}

export function authRoutes({ db, throttle, sessionIdleMs, production }: Services) {
  const router = newRouter();

  router.openapi(
    apiRoute('anyone', {
      method: 'post',
      path: API_PATHS.login,
      summary: 'Sign in; sets an HttpOnly session cookie',
      request: { body: jsonBody(loginSchema) },
      responses: { 200: json(User, 'The signed-in user'), 401: errorAnswer('Invalid credentials'), 429: errorAnswer('Too many failed attempts; wait Retry-After seconds') },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const deviceCookie = getCookie(c, KNOWN_DEVICE.cookie);
      const knownDevice = await knownDeviceFor(db, deviceCookie, input.username);
      // Counted before the password is hashed: of a burst of guesses at once, only the allowed number get a hash.
      const attempt = await throttle.count(signInLimits(input.username, c.get('address'), knownDevice));
      if (attempt.waitMs > 0) {
        c.header('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
        return sendError(c, 429, tooManyAttemptsError(tooManySignInsMessage(attempt.waitMs)));
      }
      const [user] = await db.select().from(users).where(eq(users.username, input.username)).limit(1);
      const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
      // A deactivated account is answered as a wrong password (and stays counted), so the answer says nothing of it.
      if (!user || !passwordMatches || !user.active) {
        // A username no account has is not kept: it is often a password typed into the wrong field.
        await recordRefusal(db, c, { action: 'auth.login_failed', ...(user ? { username: user.username } : {}) });
        return sendError(c, 401, apiError('invalidCredentials'));
      }
      await throttle.succeeded(attempt);
      // A fresh session at every sign-in, so a token planted before sign-in is worth nothing after.
      await deleteSession(db, getCookie(c, SESSION_COOKIE));
      await deleteExpiredSessions(db, sessionIdleMs);
      // The session, the time of the sign-in and its audit entry: together or not at all.
      const { token, signedIn } = await auditedChange(db, c, async (tx, audit) => {
        const token = await createSession(tx, user.id);
        const [signedIn = user] = await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id)).returning();
        // The request is this user's from here: the entry names them, not whoever the browser was signed in as.
        c.set('user', signedIn);
        await audit({ action: 'auth.login', entity: 'user', entityId: user.id });
        return { token, signedIn };
      });
      setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge: SESSION_LIMITS.absoluteMs / 1000 });
      setCookie(c, KNOWN_DEVICE.cookie, await rememberDevice(db, user.id, deviceCookie), {
        ...cookieOptions(c),
        sameSite: 'Strict',
        path: API_PATHS.login,
        maxAge: KNOWN_DEVICE.maxAgeMs / 1000,
      });
      return c.json(toUser(signedIn), 200);
    },
  );

  router.openapi(
    apiRoute('anyone', { method: 'post', path: API_PATHS.logout, summary: 'Sign out', responses: { 204: { description: 'Signed out' } } }),
    async (c) => {
      await deleteSession(db, getCookie(c, SESSION_COOKIE));
      deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
      return c.body(null, 204);
    },
  );

  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.me,
      summary: 'The signed-in user, or null for a visitor',
      responses: { 200: json(User.nullable(), 'The user; null when not signed in (a visitor is not an error)') },
    }),
    (c) => {
      const user = c.get('user');
      return c.json(user ? toUser(user) : null, 200);
    },
  );

  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.demoAccounts,
      summary: "The demo's accounts for the sign-in page to show; none in production (NODE_ENV=production)",
      responses: { 200: json(demoAccountsSchema.meta({ id: 'DemoAccounts' }), 'The accounts and their passwords; an empty list in production') },
    }),
    (c) => c.json({ accounts: production ? [] : DEMO_ACCOUNTS.map((account) => ({ ...account })) }, 200),
  );

  router.openapi(
    apiRoute('signedIn', {
      method: 'post',
      path: API_PATHS.changePassword,
      summary: 'Change your own password; your other sessions end',
      description:
        'The current password is checked as a sign-in is (a wrong one counts toward the sign-in throttle of the account). The new one ' +
        'must be 12 characters or more (`too_small`), differ from the current one (`same_password`) and not be easy to guess (`weak_password`: ' +
        'zxcvbn scores it below 3 with the hospital’s name and the account’s names as known words; its message says why).',
      request: { body: jsonBody(changePasswordSchema) },
      responses: { 204: { description: 'Changed; every other session of the user has ended' }, 429: errorAnswer('Too many wrong passwords; wait Retry-After seconds') },
    }),
    async (c) => {
      const user = c.get('user')!;
      const input = c.req.valid('json');
      const weak = await weakPasswordProblems(input.newPassword, user);
      if (Object.keys(weak).length > 0) return sendError(c, 400, apiError('validationFailed', weak));
      // Counted as a sign-in of the account before the hash, so a stolen session cannot guess the password here.
      const attempt = await throttle.count(signInLimits(user.username, c.get('address')));
      if (attempt.waitMs > 0) {
        c.header('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
        return sendError(c, 429, tooManyAttemptsError(tooManySignInsMessage(attempt.waitMs)));
      }
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        await recordRefusal(db, c, { action: 'auth.password_change_failed', entity: 'user', entityId: user.id });
        return sendError(c, 400, apiError('validationFailed', wrongPasswordProblems()));
      }
      await throttle.succeeded(attempt);
      const passwordHash = await hashPassword(input.newPassword);
      await auditedChange(db, c, async (tx, audit) => {
        await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, user.id));
        // Whoever else holds a session of the account (a stolen cookie, a forgotten browser) is signed out.
        await endSessionsOf(tx, user.id, getCookie(c, SESSION_COOKIE));
        await audit({ action: 'auth.password_changed', entity: 'user', entityId: user.id });
      });
      return c.body(null, 204);
    },
  );

  return router;
}
