// An audited change and its audit entry commit together or not at all: a change that fails after its entry leaves
// no entry, and an entry that cannot be written leaves no change, whether through the helpers themselves or through
// an admin's request. On PGlite in memory, migrated as the server's database is.
import { PGlite } from '@electric-sql/pglite';
import { asc, count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@hospital/contract';
import { createApp } from './app.ts';
import { auditedChange, createAudited, deleteAudited, updateAudited, type Audit } from './audit.ts';
import { hashPassword } from './auth/passwords.ts';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, type Database, type Db } from './db/client.ts';
import { toGalleryImage, toTestimonial } from './db/rows.ts';
import * as schema from './db/schema.ts';
import { auditEvents, galleryImages, newsEvents, sessions, testimonials, users } from './db/schema.ts';
import type { ApiContext } from './http/context.ts';
import { createLogger } from './log.ts';

let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
}, 60_000);

afterAll(() => client?.close());

/** Makes every insert into the audit trail fail, as a full disk or a broken constraint would. */
async function refuseAuditEntries(): Promise<void> {
  await client.exec(`
    CREATE OR REPLACE FUNCTION refuse_audit_entry() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit entry refused'; END $$;
    CREATE TRIGGER refuse_audit_entry BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_audit_entry();`);
}

afterEach(async () => {
  await client.exec('DROP TRIGGER IF EXISTS refuse_audit_entry ON audit_events');
});

const entriesOf = (action: string) => db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));
const tally = async (table: typeof galleryImages | typeof testimonials | typeof newsEvents) => (await db.select({ n: count() }).from(table))[0]!.n;

/** A request's context as the helpers read it: the signed-in admin and the address. */
const admin = { id: 7, username: 'meera.admin' };
const request = (user: typeof admin | undefined = admin) => ({ get: (key: string) => (key === 'user' ? user : key === 'address' ? '10.0.0.9' : undefined) }) as unknown as ApiContext;

const testimonial = { name: 'Ramesh', nameHi: 'रमेश', condition: 'Knee', conditionHi: 'घुटना', quote: 'Kind staff.', quoteHi: 'अच्छा स्टाफ।', rating: 5 };
const testimonialRecord = { table: testimonials, entity: 'testimonial', show: toTestimonial };

describe('the audited-change helpers', () => {
  it('write the record and its entry together, naming who made it and from where', async () => {
    const created = await createAudited(db, request(), { ...testimonialRecord, action: 'testimonial.create', values: testimonial });
    expect(await entriesOf('testimonial.create')).toEqual([
      expect.objectContaining({ userId: 7, username: 'meera.admin', address: '10.0.0.9', entity: 'testimonial', entityId: created.id, before: null, after: toTestimonial(created) }),
    ]);
  });

  it('leave no record when its entry cannot be written', async () => {
    const before = await tally(galleryImages);
    await refuseAuditEntries();
    const values = { title: 'New OPD block', imageUrl: '/images/opd.jpg', category: 'facility' as const };
    await expect(createAudited(db, request(), { table: galleryImages, entity: 'gallery_image', show: toGalleryImage, action: 'gallery.create', values })).rejects.toThrow();
    expect(await tally(galleryImages)).toBe(before);
  });

  it('leave a record unchanged, and no entry, when the change fails after its entry', async () => {
    const created = await createAudited(db, request(), { ...testimonialRecord, action: 'testimonial.create', values: { ...testimonial, name: 'Sunita' } });
    const change = updateAudited(db, request(), {
      ...testimonialRecord,
      id: created.id,
      action: 'testimonial.update',
      change: () => ({ set: { quote: 'Changed.' } }),
      alsoWrite: () => Promise.reject(new Error('the outbox could not be written')),
    });
    await expect(change).rejects.toThrow('the outbox could not be written');
    const [stored] = await db.select().from(testimonials).where(eq(testimonials.id, created.id));
    expect(stored!.quote).toBe('Kind staff.');
    expect(await entriesOf('testimonial.update')).toEqual([]);
  });

  it('keep a record whose deletion cannot be audited', async () => {
    const created = await createAudited(db, request(), { ...testimonialRecord, action: 'testimonial.create', values: { ...testimonial, name: 'Farhan' } });
    await refuseAuditEntries();
    await expect(deleteAudited(db, request(), { ...testimonialRecord, id: created.id, action: 'testimonial.delete' })).rejects.toThrow();
    expect(await db.select().from(testimonials).where(eq(testimonials.id, created.id))).toHaveLength(1);
  });

  it('audit a change of several rows in its one transaction: every entry, or none when it fails', async () => {
    const twoRows = (fail: boolean) =>
      auditedChange(db, 'server', async (tx, audit) => {
        for (const name of ['Asha', 'Bina']) {
          const [row] = await tx.insert(testimonials).values({ ...testimonial, name }).returning();
          await audit({ action: 'testimonial.bulk', entity: 'testimonial', entityId: row!.id, after: { name } });
        }
        if (fail) throw new Error('refused after both entries');
      });
    const before = await tally(testimonials);
    await expect(twoRows(true)).rejects.toThrow('refused after both entries');
    expect(await tally(testimonials)).toBe(before);
    expect(await entriesOf('testimonial.bulk')).toEqual([]);
    await twoRows(false);
    expect(await tally(testimonials)).toBe(before + 2);
    const entries = await entriesOf('testimonial.bulk');
    expect(entries.map((entry) => entry.after)).toEqual([{ name: 'Asha' }, { name: 'Bina' }]);
    // The server's own change (the no-show sweep) names nobody.
    expect(entries.every((entry) => entry.userId === null && entry.username === null && entry.address === null)).toBe(true);
  });

  it('name the operator as cli, and no one for a patient acting with their reference', async () => {
    await auditedChange(db, 'cli', (_tx, audit) => audit({ action: 'check.cli' }));
    await auditedChange(db, request(), (_tx, audit) => audit({ action: 'check.patient', byPatient: true }));
    expect(await entriesOf('check.cli')).toEqual([expect.objectContaining({ userId: null, username: 'cli', address: null })]);
    expect(await entriesOf('check.patient')).toEqual([expect.objectContaining({ userId: null, username: null, address: '10.0.0.9' })]);
  });

  it('refuse an entry written after its transaction is over', async () => {
    let kept: Audit | undefined;
    await auditedChange(db, request(), async (_tx, audit) => {
      kept = audit;
    });
    await expect(kept!({ action: 'check.late' })).rejects.toThrow(/transaction/);
    expect(await entriesOf('check.late')).toEqual([]);
  });
});

describe("an admin's new image and news item, through the API", () => {
  let cookie: string;
  let app: ReturnType<typeof createApp>['app'];

  beforeAll(async () => {
    const database: Database = { db, kind: 'pglite', connection: { kind: 'pglite', client }, exclusively: (work) => work(), close: async () => {} };
    app = createApp({ database, log: createLogger('silent') }).app;
    await db.insert(users).values({ username: 'gallery.admin', displayName: 'Gallery Admin', passwordHash: await hashPassword('a long admin passphrase'), role: 'admin' });
    const signIn = await app.request(API_PATHS.login, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'gallery.admin', password: 'a long admin passphrase' }),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  }, 60_000);

  const post = (path: string, body: unknown) => app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });

  it('are not stored when their audit entry cannot be written', async () => {
    const [images, news] = [await tally(galleryImages), await tally(newsEvents)];
    await refuseAuditEntries();
    expect((await post(API_PATHS.gallery, { title: 'Night ward', imageUrl: '/images/ward.jpg', category: 'facility' })).status).toBe(500);
    expect((await post(API_PATHS.newsEvents, { title: 'Blood donation drive', content: 'Saturday, 9 to 1.', type: 'event' })).status).toBe(500);
    expect([await tally(galleryImages), await tally(newsEvents)]).toEqual([images, news]);
  });

  it('and a sign-in leave no session when its entry cannot be written', async () => {
    const signedIn = async () => (await db.select({ n: count() }).from(sessions))[0]!.n;
    const before = await signedIn();
    await refuseAuditEntries();
    const signIn = await app.request(API_PATHS.login, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'gallery.admin', password: 'a long admin passphrase' }),
    });
    expect(signIn.status).toBe(500);
    expect(await signedIn()).toBe(before);
  });

  it('are stored with their entry, which shows what the admin added', async () => {
    const response = await post(API_PATHS.gallery, { title: 'Night ward', imageUrl: '/images/ward.jpg', category: 'facility' });
    expect(response.status).toBe(201);
    const image = (await response.json()) as { id: number };
    expect(await entriesOf('gallery.create')).toEqual([expect.objectContaining({ username: 'gallery.admin', entity: 'gallery_image', entityId: image.id, after: image })]);
  });
});
