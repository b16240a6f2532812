// Staff accounts, for admins: every account, a new one with a temporary password, a change of role, name or whether
// it may sign in, and a password reset. Each change is audited; the rules are the contract's (rules/staff.ts).
import { and, asc, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiError,
  createStaffSchema,
  createdStaffSchema,
  endsSessions,
  staffChangeRefusal,
  temporaryPasswordSchema,
  updateStaffSchema,
  userSchema,
  usernameTakenProblems,
  type FieldProblems,
} from '@hospital/contract';
import { newTemporaryPassword } from '@hospital/contract/server';
import { auditedChange } from '../audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import { toUser } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { newRouter, sendError, type Services, type UserRow } from '../http/context.ts';
import { IdParams, apiRoute, errorAnswer, json, jsonBody, noSuchRecord } from '../http/openapi.ts';

const User = userSchema.meta({ id: 'User' });

type PatchOutcome = { kind: 'missing' } | { kind: 'noLongerAdmin' } | { kind: 'lastAdmin' } | { kind: 'refused'; problems: FieldProblems } | { kind: 'done'; row: UserRow };

export function userRoutes({ db }: Services) {
  const router = newRouter();

  router.openapi(
    apiRoute('admin', {
      method: 'get',
      path: API_PATHS.users,
      summary: 'Every account, staff and patients, in id order (never a password or its hash)',
      responses: { 200: json(User.array()) },
    }),
    async (c) => {
      const rows = await db.select().from(users).orderBy(asc(users.id));
      return c.json(rows.map(toUser), 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'post',
      path: API_PATHS.users,
      summary: 'Create a staff account; the answer holds its temporary password, shown once',
      description: 'The account must choose its own password at its first sign-in (`mustChangePassword`).',
      request: { body: jsonBody(createStaffSchema) },
      responses: {
        201: json(createdStaffSchema.meta({ id: 'CreatedStaff' }), 'The account and its temporary password'),
        409: errorAnswer('The username is taken (`codes.username`: username_taken)'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const temporaryPassword = newTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      const created = await auditedChange(db, c, async (tx, audit) => {
        const [row] = await tx
          .insert(users)
          .values({ ...input, passwordHash, mustChangePassword: true })
          .onConflictDoNothing({ target: users.username })
          .returning();
        if (row) await audit({ action: 'user.create', entity: 'user', entityId: row.id, after: toUser(row) });
        return row;
      });
      if (!created) return sendError(c, 409, apiError('usernameTaken', usernameTakenProblems()));
      return c.json({ ...toUser(created), temporaryPassword }, 201);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'patch',
      path: API_PATHS.user('{id}'),
      summary: "Change an account's role, display name or whether it may sign in",
      description:
        "Deactivating an account ends its sessions at once. The last active admin can be neither demoted nor deactivated (409 last_admin). A patient's " +
        'own account is not given a staff role here (400 `patient_account`); it may be renamed or deactivated.',
      request: { params: IdParams, body: jsonBody(updateStaffSchema) },
      responses: { 200: json(User), 404: noSuchRecord, 409: errorAnswer('The hospital would be left without an active admin') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const actor = c.get('user')!;
      const outcome = await auditedChange(db, c, async (tx, audit): Promise<PatchOutcome> => {
        // Every active admin's row is locked first, in id order, so two admins demoting each other at once are
        // decided one after the other: the second sees the first's change and is refused.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.active, true)))
          .orderBy(asc(users.id))
          .for('update');
        // The guard read the actor before these locks: one demoted meanwhile (by the other admin) no longer decides.
        if (!admins.some((admin) => admin.id === actor.id)) return { kind: 'noLongerAdmin' };
        const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!before) return { kind: 'missing' };
        const refusal = staffChangeRefusal(before, change, admins.map((admin) => admin.id));
        if (refusal) return refusal;
        const [after = before] = await tx.update(users).set(change).where(eq(users.id, id)).returning();
        if (endsSessions(before, change)) await endSessionsOf(tx, id);
        await audit({ action: 'user.update', entity: 'user', entityId: id, before: toUser(before), after: toUser(after) });
        return { kind: 'done', row: after };
      });
      if (outcome.kind === 'missing') return sendError(c, 404, apiError('notFound'));
      if (outcome.kind === 'noLongerAdmin') return sendError(c, 403, apiError('adminRequired'));
      if (outcome.kind === 'lastAdmin') return sendError(c, 409, apiError('lastAdmin'));
      if (outcome.kind === 'refused') return sendError(c, 400, apiError('validationFailed', outcome.problems));
      return c.json(toUser(outcome.row), 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'post',
      path: API_PATHS.userResetPassword('{id}'),
      summary: "Reset an account's password to a new temporary one, shown once; its sessions end",
      request: { params: IdParams },
      responses: { 200: json(temporaryPasswordSchema.meta({ id: 'TemporaryPassword' }), 'The temporary password'), 404: noSuchRecord },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const temporaryPassword = newTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      const found = await auditedChange(db, c, async (tx, audit) => {
        const [row] = await tx.update(users).set({ passwordHash, mustChangePassword: true }).where(eq(users.id, id)).returning({ id: users.id });
        if (!row) return false;
        await endSessionsOf(tx, id);
        await audit({ action: 'user.reset_password', entity: 'user', entityId: id });
        return true;
      });
      if (!found) return sendError(c, 404, apiError('notFound'));
      return c.json({ temporaryPassword }, 200);
    },
  );

  return router;
}
