// Staff accounts: the reception role's reach, the admin's Staff API (list, create with a temporary
// password, change, reset), the last active admin, deactivation, the temporary password's gate, a user's own
// password change, and the demo's accounts. Alike on every server.
import { describe, expect, it } from 'vitest';
import { API_PATHS, SIGN_IN_THROTTLE, createdStaffSchema, demoAccountsSchema, userSchema, type CreatedStaff, type User } from '@hospital/contract';
import { DEMO_ACCOUNTS } from '@hospital/contract/server';
import { ApiClient, DEMO_PATIENT, serverForThisFile, serverKind } from './harness.ts';

const api = serverForThisFile();
const DEMO_RECEPTION = { username: 'reception', password: 'reception123' };

/** What must never appear in an answer: a password's value or its hash (`mustChangePassword` is only a flag). */
const SECRET = /"password(Hash)?"|scrypt|admin123|reception123|patient123/i;

let serial = 0;
/** A new account made by the admin, its temporary password in the answer. */
async function createStaff(role: 'admin' | 'reception', displayName = 'Asha Kulkarni'): Promise<CreatedStaff> {
  serial += 1;
  const response = await api.admin.send('POST', API_PATHS.users, { username: `staff.${role}.${serial}`, displayName, role });
  expect(response.status, response.text).toBe(201);
  return createdStaffSchema.parse(response.json());
}

/** Signs in with a temporary password and chooses `password`: a client of the account, free of the gate. */
async function signInAndChoose(account: { username: string; temporaryPassword: string }, password = `a fine new password ${serial}`): Promise<ApiClient> {
  const client = new ApiClient(api.server.baseUrl);
  await client.signIn({ username: account.username, password: account.temporaryPassword });
  const changed = await client.send('POST', API_PATHS.changePassword, { currentPassword: account.temporaryPassword, newPassword: password });
  expect(changed.status, changed.text).toBe(204);
  return client;
}

async function signedIn(credentials: { username: string; password: string }): Promise<ApiClient> {
  const client = new ApiClient(api.server.baseUrl);
  await client.signIn(credentials);
  return client;
}

const login = (credentials: { username: string; password: string }) => new ApiClient(api.server.baseUrl).send('POST', API_PATHS.login, credentials);

describe('the staff list', () => {
  it('is every account in id order, in the user shape, with no password or hash', async () => {
    const response = await api.admin.get(API_PATHS.users);
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(SECRET);
    const users = userSchema.array().parse(response.json());
    expect(users.map((user) => user.id)).toEqual([...users.map((user) => user.id)].sort((a, b) => a - b));
    expect(users.map((user) => [user.username, user.role, user.displayName])).toEqual(
      expect.arrayContaining([
        ['admin', 'admin', 'Hospital Administrator'],
        ['reception', 'reception', 'Front Desk'],
        ['patient', 'patient', 'Demo Patient'],
      ]),
    );
    for (const user of response.json() as object[]) expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
  });

  it('is for admins: 401 signed out, 403 for reception and patients', async () => {
    expect((await api.anonymous.get(API_PATHS.users)).status).toBe(401);
    for (const credentials of [DEMO_RECEPTION, DEMO_PATIENT]) {
      const response = await (await signedIn(credentials)).get(API_PATHS.users);
      expect(response.status).toBe(403);
      expect(response.json()).toMatchObject({ code: 'admin_required' });
    }
  });
});

describe('creating a staff account', () => {
  it('answers 201 with the account and a readable temporary password of 16 or more signs, shown once', async () => {
    const created = await createStaff('reception', 'Sunita Verma');
    expect(created).toMatchObject({ role: 'reception', displayName: 'Sunita Verma', active: true, mustChangePassword: true, lastSignInAt: null });
    expect(created.temporaryPassword.replace(/-/g, '').length).toBeGreaterThanOrEqual(16);
    expect(created.temporaryPassword).not.toMatch(/[0Ol1]/);
    const other = await createStaff('reception');
    expect(other.temporaryPassword).not.toBe(created.temporaryPassword);
    const listed = (await api.admin.get(API_PATHS.users)).json() as User[];
    expect(listed.find((user) => user.id === created.id)).toEqual(userSchema.parse({ ...created, temporaryPassword: undefined }));
    const stored = (await api.server.readData()).users.find((user) => user.id === created.id)!;
    expect(stored.passwordHash).toMatch(/^scrypt:/);
    expect(JSON.stringify(stored)).not.toContain(created.temporaryPassword);
  });

  it('refuses a username already taken with 409 naming the field', async () => {
    const response = await api.admin.send('POST', API_PATHS.users, { username: 'Reception', displayName: 'Another desk', role: 'reception' });
    expect(response.status).toBe(409);
    expect(response.json()).toMatchObject({ code: 'username_taken', codes: { username: 'username_taken' } });
  });

  it('names the fields of a bad account: a role outside the staff, a username with spaces, no name', async () => {
    const response = await api.admin.send('POST', API_PATHS.users, { username: 'new person', role: 'patient' });
    expect(response.status).toBe(400);
    expect(Object.keys((response.json() as { codes: object }).codes).sort()).toEqual(['displayName', 'role', 'username']);
    const extra = await api.admin.send('POST', API_PATHS.users, { username: 'new.person', displayName: 'New Person', role: 'admin', mustChangePassword: false });
    expect(extra.status).toBe(400);
    expect(extra.json()).toMatchObject({ codes: { mustChangePassword: 'unknown_field' } });
  });

  it('is for admins only', async () => {
    const body = { username: 'sneaky', displayName: 'Sneaky', role: 'admin' };
    expect((await api.anonymous.send('POST', API_PATHS.users, body)).status).toBe(401);
    expect((await (await signedIn(DEMO_RECEPTION)).send('POST', API_PATHS.users, body)).status).toBe(403);
    expect((await api.server.readData()).users.some((user) => user.username === 'sneaky')).toBe(false);
  });
});

describe('a temporary password', () => {
  it('signs in, and then allows nothing but who am I, sign-out, choosing a new password and what a visitor may read', async () => {
    const account = await createStaff('admin');
    const client = new ApiClient(api.server.baseUrl);
    const signIn = await client.signIn({ username: account.username, password: account.temporaryPassword });
    expect(signIn.json()).toMatchObject({ username: account.username, mustChangePassword: true });
    for (const [method, path, body] of [
      ['GET', API_PATHS.appointments],
      ['GET', API_PATHS.stats],
      ['PATCH', API_PATHS.appointmentStatus(1), { status: 'confirmed' }],
      ['POST', API_PATHS.appointments, { patientName: 'Held Session' }],
    ] as const) {
      const response = await client.send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'password_change_required' });
    }
    // The public site works in the same browser, showing what anyone sees: an admin's hidden photos stay hidden.
    expect((await client.get(API_PATHS.doctors)).status).toBe(200);
    const gallery = await client.get(API_PATHS.gallery);
    expect(gallery.status).toBe(200);
    expect(gallery.json()).toEqual((await api.anonymous.get(API_PATHS.gallery)).json());
    expect((await client.get(API_PATHS.me)).json()).toMatchObject({ username: account.username, mustChangePassword: true });
    const changed = await client.send('POST', API_PATHS.changePassword, { currentPassword: account.temporaryPassword, newPassword: 'front desk morning shift' });
    expect(changed.status).toBe(204);
    expect((await client.get(API_PATHS.me)).json()).toMatchObject({ mustChangePassword: false });
    expect((await client.get(API_PATHS.appointments)).status).toBe(200);
    expect((await login({ username: account.username, password: account.temporaryPassword })).status).toBe(401);
    expect((await login({ username: account.username, password: 'front desk morning shift' })).status).toBe(200);
  });

  it('ends with sign-out like any session', async () => {
    const account = await createStaff('admin');
    const client = new ApiClient(api.server.baseUrl);
    await client.signIn({ username: account.username, password: account.temporaryPassword });
    expect((await client.send('POST', API_PATHS.logout)).status).toBe(204);
    expect((await client.get(API_PATHS.me)).json()).toBeNull();
  });
});

describe('changing one’s own password', () => {
  it('refuses a wrong current password, an easily guessed one and the same one, naming the field and its code', async () => {
    const account = await createStaff('reception');
    const client = await signInAndChoose(account, 'lotus pond at dawn 42');
    const weak = (newPassword: string) => [{ currentPassword: 'lotus pond at dawn 42', newPassword }, 'newPassword', 'weak_password'] as const;
    const cases = [
      [{ currentPassword: 'not the password', newPassword: 'another long password' }, 'currentPassword', 'wrong_password'],
      weak('Password1234'),
      weak('QWERTY123456'),
      weak('aaaaaaaaaaaa'),
      weak('abcdefghijkl'),
      weak('qwertyuiopasdf'),
      weak('Password1234!'),
      // The hospital's name and the account's own names are the first words someone who knows them tries.
      weak('CityCareHospital'),
      weak(account.username.repeat(2)),
      weak('AshaKulkarni2026'),
      [{ currentPassword: 'lotus pond at dawn 42', newPassword: 'lotus pond at dawn 42' }, 'newPassword', 'same_password'],
      [{ currentPassword: 'lotus pond at dawn 42', newPassword: 'short' }, 'newPassword', 'too_small'],
    ] as const;
    for (const [body, field, code] of cases) {
      const response = await client.send('POST', API_PATHS.changePassword, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', codes: { [field]: code } });
    }
    expect((await login({ username: account.username, password: 'lotus pond at dawn 42' })).status).toBe(200);
  });

  it('says why a password is easy to guess, in the estimator’s own words', async () => {
    const account = await createStaff('reception');
    const client = await signInAndChoose(account, 'lotus pond at dawn 42');
    const repeated = await client.send('POST', API_PATHS.changePassword, { currentPassword: 'lotus pond at dawn 42', newPassword: 'aaaaaaaaaaaa' });
    expect(repeated.json()).toMatchObject({ fields: { newPassword: 'Repeated characters like "aaa" are easy to guess. Add more words that are less common.' } });
    const named = await client.send('POST', API_PATHS.changePassword, { currentPassword: 'lotus pond at dawn 42', newPassword: 'CityCareHospital' });
    expect(named.json()).toMatchObject({ fields: { newPassword: expect.stringMatching(/personal or page related data/) } });
  });

  it('needs a session', async () => {
    const response = await api.anonymous.send('POST', API_PATHS.changePassword, { currentPassword: 'admin123', newPassword: 'a long new password' });
    expect(response.status).toBe(401);
  });

  it('ends every other session of the user and keeps this one', async () => {
    const account = await createStaff('reception');
    const here = await signInAndChoose(account, 'first chosen password');
    const elsewhere = await signedIn({ username: account.username, password: 'first chosen password' });
    expect((await elsewhere.get(API_PATHS.appointments)).status).toBe(200);
    expect((await here.send('POST', API_PATHS.changePassword, { currentPassword: 'first chosen password', newPassword: 'second chosen password' })).status).toBe(204);
    expect((await elsewhere.get(API_PATHS.appointments)).status).toBe(401);
    expect((await here.get(API_PATHS.appointments)).status).toBe(200);
  });

  it('counts a wrong current password as a failed sign-in of the account, so it cannot be used to guess', async () => {
    const account = await createStaff('reception');
    const client = await signInAndChoose(account, 'the real password here');
    for (let attempt = 0; attempt < SIGN_IN_THROTTLE.perAccountAndAddress; attempt++) {
      const response = await client.send('POST', API_PATHS.changePassword, { currentPassword: `guess number ${attempt}`, newPassword: 'another long password' });
      expect(response.status).toBe(400);
    }
    const held = await client.send('POST', API_PATHS.changePassword, { currentPassword: 'the real password here', newPassword: 'another long password' });
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await login({ username: account.username, password: 'the real password here' })).status).toBe(429);
  });
});

describe('the reception role', () => {
  it('works with appointments: the list, a status change, the totals', async () => {
    const reception = await signedIn(DEMO_RECEPTION);
    expect((await reception.get(API_PATHS.appointments)).status).toBe(200);
    expect((await reception.get(API_PATHS.stats)).status).toBe(200);
    const changed = await reception.send('PATCH', API_PATHS.appointmentStatus(13), { status: 'confirmed' });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({ id: 13, status: 'confirmed' });
  });

  it('is refused (403 admin_required) the gallery, news, staff accounts, the audit trail, project edits, doctors and the OPD timetable', async () => {
    const reception = await signedIn(DEMO_RECEPTION);
    const before = await api.server.readData();
    const refused: Array<[string, string, unknown?]> = [
      ['POST', API_PATHS.gallery, { title: 'x', description: null, imageUrl: '/images/gallery/ct-scanner.svg', category: 'equipment', isVisible: true }],
      ['PATCH', API_PATHS.galleryImage(1), { title: 'Renamed' }],
      ['DELETE', API_PATHS.galleryImage(1)],
      ['POST', API_PATHS.newsEvents, { title: 'x', content: 'y', type: 'news', imageUrl: null, eventDate: null, isPublished: true }],
      ['PATCH', API_PATHS.newsEvent(1), { title: 'Renamed' }],
      ['DELETE', API_PATHS.newsEvent(1)],
      ['GET', API_PATHS.users],
      ['PATCH', API_PATHS.user(3), { role: 'admin' }],
      ['POST', API_PATHS.userResetPassword(1)],
      ['PATCH', API_PATHS.task(1), { progress: 99 }],
      ['PATCH', API_PATHS.milestone(1), { status: 'completed' }],
      ['POST', API_PATHS.doctors, { name: 'Dr. New', specialization: 'Medicine', departmentId: 4, qualifications: 'MBBS', experience: 3 }],
      ['PATCH', API_PATHS.doctor(1), { experience: 30 }],
      ['DELETE', API_PATHS.doctor(1)],
      ['PUT', API_PATHS.doctorTimetable(1), { weekly: [] }],
      ['POST', API_PATHS.doctorLeave(4), { from: '2027-06-01', to: '2027-06-02', reason: 'Conference' }],
      ['DELETE', API_PATHS.doctorLeaveItem(4, 1)],
      ['POST', API_PATHS.closures, { date: '2027-06-03', name: 'Holiday' }],
      ['DELETE', API_PATHS.closure(1)],
      ...(serverKind === 'mock' ? [] : ([['GET', API_PATHS.audit]] as Array<[string, string]>)),
    ];
    for (const [method, path, body] of refused) {
      const response = await reception.send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'admin_required' });
    }
    const after = await api.server.readData();
    for (const table of ['gallery_images', 'news_events', 'users', 'tasks', 'milestones', 'doctors', 'doctor_sessions', 'doctor_leave', 'closures'] as const) {
      expect(after[table], table).toEqual(before[table]);
    }
  });

  it('sees the gallery and news as a visitor does', async () => {
    const reception = await signedIn(DEMO_RECEPTION);
    expect((await reception.get(API_PATHS.gallery)).json()).toEqual((await api.anonymous.get(API_PATHS.gallery)).json());
    expect((await reception.get(API_PATHS.newsEvents)).json()).toEqual((await api.anonymous.get(API_PATHS.newsEvents)).json());
  });

  it('is still refused appointments to a patient', async () => {
    const patient = await signedIn(DEMO_PATIENT);
    expect((await patient.get(API_PATHS.appointments)).status).toBe(403);
  });
});

describe('changing an account', () => {
  it('renames it and changes its role, audited on the production server', async () => {
    const account = await createStaff('reception');
    const response = await api.admin.send('PATCH', API_PATHS.user(account.id), { displayName: 'Dr. Meera Iyer', role: 'admin' });
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(SECRET);
    expect(userSchema.parse(response.json())).toMatchObject({ id: account.id, displayName: 'Dr. Meera Iyer', role: 'admin' });
    if (serverKind !== 'mock') {
      const audit = (await api.admin.get(`${API_PATHS.audit}?pageSize=50`)).json() as { items: Array<{ action: string; entityId: number | null; before: unknown; after: unknown }> };
      const entry = audit.items.find((item) => item.action === 'user.update' && item.entityId === account.id);
      expect(entry).toMatchObject({ before: { role: 'reception' }, after: { role: 'admin', displayName: 'Dr. Meera Iyer' } });
      expect(JSON.stringify(audit)).not.toMatch(/scrypt/);
      expect(audit.items.some((item) => item.action === 'user.create' && item.entityId === account.id)).toBe(true);
    }
  });

  it('deactivates it: its sessions end at once and it signs in no more, answered as a wrong password', async () => {
    const account = await createStaff('reception');
    const client = await signInAndChoose(account, 'desk two by the evening lamp');
    expect((await client.get(API_PATHS.appointments)).status).toBe(200);
    const deactivated = await api.admin.send('PATCH', API_PATHS.user(account.id), { active: false });
    expect(deactivated.json()).toMatchObject({ active: false });
    expect((await client.get(API_PATHS.appointments)).status).toBe(401);
    const refused = await login({ username: account.username, password: 'desk two by the evening lamp' });
    expect(refused.status).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid credentials', code: 'invalid_credentials' });
    expect((await api.admin.send('PATCH', API_PATHS.user(account.id), { active: true })).status).toBe(200);
    expect((await login({ username: account.username, password: 'desk two by the evening lamp' })).status).toBe(200);
  });

  it('keeps the last active admin: neither demoted nor deactivated (409), until another admin exists', async () => {
    // Only the demo's admin is an active admin here: the other admins made by this file are deactivated first.
    const users = (await api.admin.get(API_PATHS.users)).json() as User[];
    for (const other of users.filter((user) => user.role === 'admin' && user.active && user.username !== 'admin')) {
      expect((await api.admin.send('PATCH', API_PATHS.user(other.id), { active: false })).status).toBe(200);
    }
    const self = users.find((user) => user.username === 'admin')!;
    for (const change of [{ role: 'reception' }, { active: false }, { role: 'reception', active: false }]) {
      const response = await api.admin.send('PATCH', API_PATHS.user(self.id), change);
      expect(response.status, JSON.stringify(change)).toBe(409);
      expect(response.json()).toEqual({ message: 'The hospital must keep at least one active admin.', code: 'last_admin' });
    }
    // A rename of the last admin is not a demotion.
    expect((await api.admin.send('PATCH', API_PATHS.user(self.id), { displayName: 'Chief Administrator', role: 'admin' })).status).toBe(200);
    expect((await api.admin.send('PATCH', API_PATHS.user(self.id), { displayName: 'Hospital Administrator' })).status).toBe(200);

    // With a second admin, one of the two may go, but not both, even when each demotes the other at once.
    const second = await signInAndChoose(await createStaff('admin'), 'second admin password');
    const secondId = ((await second.get(API_PATHS.me)).json() as User).id;
    const [first, other] = await Promise.all([
      api.admin.send('PATCH', API_PATHS.user(secondId), { role: 'reception' }),
      second.send('PATCH', API_PATHS.user(self.id), { role: 'reception' }),
    ]);
    // The loser is refused as the last admin's demotion (409), or, when the winner went first, as no longer an admin.
    const statuses = [first.status, other.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = ((await api.server.readData()).users).filter((user) => user.role === 'admin' && user.active);
    expect(admins).toHaveLength(1);
    // Whoever won is the admin now; put the demo's admin back for the tests after this one.
    if (first.status !== 200) {
      expect((await second.send('PATCH', API_PATHS.user(self.id), { role: 'admin' })).status).toBe(200);
    }
    expect((await api.admin.get(API_PATHS.users)).status).toBe(200);
  });

  it('does not make a patient’s own account staff, though it may deactivate it', async () => {
    const patient = ((await api.admin.get(API_PATHS.users)).json() as User[]).find((user) => user.username === 'patient')!;
    const response = await api.admin.send('PATCH', API_PATHS.user(patient.id), { role: 'reception' });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ codes: { role: 'patient_account' } });
    expect((await api.admin.send('PATCH', API_PATHS.user(patient.id), { active: false })).json()).toMatchObject({ role: 'patient', active: false });
    expect((await login(DEMO_PATIENT)).status).toBe(401);
    expect((await api.admin.send('PATCH', API_PATHS.user(patient.id), { active: true })).status).toBe(200);
  });

  it('answers 404 for no such account and 400 for nothing to change', async () => {
    expect((await api.admin.send('PATCH', API_PATHS.user(99999), { active: false })).status).toBe(404);
    expect((await api.admin.send('POST', API_PATHS.userResetPassword(99999))).status).toBe(404);
    const empty = await api.admin.send('PATCH', API_PATHS.user(1), {});
    expect(empty.status).toBe(400);
  });
});

describe('resetting a password', () => {
  it('gives a new temporary password, ends the account’s sessions, and asks for a new one at sign-in', async () => {
    const account = await createStaff('reception');
    const client = await signInAndChoose(account, 'before the reset');
    const reset = await api.admin.send('POST', API_PATHS.userResetPassword(account.id));
    expect(reset.status).toBe(200);
    const { temporaryPassword } = reset.json() as { temporaryPassword: string };
    expect(Object.keys(reset.json() as object)).toEqual(['temporaryPassword']);
    expect(temporaryPassword.replace(/-/g, '').length).toBeGreaterThanOrEqual(16);
    expect((await client.get(API_PATHS.appointments)).status).toBe(401);
    expect((await login({ username: account.username, password: 'before the reset' })).status).toBe(401);
    const again = await login({ username: account.username, password: temporaryPassword });
    expect(again.status).toBe(200);
    expect(again.json()).toMatchObject({ mustChangePassword: true });
  });
});

describe('signing in', () => {
  it('records when the account last signed in', async () => {
    const before = Date.now();
    const response = await login(DEMO_RECEPTION);
    const { lastSignInAt } = response.json() as User;
    expect(Date.parse(lastSignInAt!)).toBeGreaterThanOrEqual(before - 1000);
    const listed = ((await api.admin.get(API_PATHS.users)).json() as User[]).find((user) => user.username === 'reception')!;
    expect(listed.lastSignInAt).toBe(lastSignInAt);
  });
});

describe('the demo’s accounts', () => {
  it('are listed for the sign-in page, to anyone', async () => {
    const response = await api.anonymous.get(API_PATHS.demoAccounts);
    expect(response.status).toBe(200);
    expect(demoAccountsSchema.parse(response.json())).toEqual({ accounts: DEMO_ACCOUNTS });
    for (const account of DEMO_ACCOUNTS) expect((await login(account)).status, account.username).toBe(200);
  });
});
