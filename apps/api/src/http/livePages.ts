// The public pages drawn from the database when they are asked for (docs/adr/0015): the build's own render bundle
// (apps/site/dist-server/render.js, the same <App> the pre-render and the browser use) draws each page with what the
// database holds now, and the page is kept until what it shows changes.
//
// Whether it has changed is told by content_changes: a count of changes per public table, which triggers on those
// tables raise in the transaction of every write, whoever makes it (this server, another instance, a script). This
// instance reads those six rows again before the next page after each of its own writes, and otherwise behind a
// page request at most every CHECK_EVERY_MS, so a write on another instance reaches this one's pages within about
// that time; then it reads again only the tables that changed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PUBLIC_CONTENT_TABLES, type ContentUpdates, type PageAnswers, type PublicContent, type RenderBundle } from '@hospital/contract';
import type { Db } from '../db/client.ts';
import * as rows from '../db/rows.ts';
import * as schema from '../db/schema.ts';
import { absoluteAlternates, matchesPattern, pagePath, sitePageSecurityPolicy, type SitePlan } from './sitePage.ts';

/** How stale a page may be after a write on another instance. */
export const CHECK_EVERY_MS = 250;
/** Pages kept at once: every public path in both languages is about sixty; the rest are queries. */
const MAX_PAGES = 500;

/** The render bundle beside a built site (apps/site/dist → apps/site/dist-server/render.js), when the build made one. */
export function renderBundleFile(siteDir: string): string | undefined {
  const file = resolve(siteDir, '..', 'dist-server', 'render.js');
  return existsSync(file) ? file : undefined;
}

/** The bundle's one export the server calls (its shape is the contract's RenderBundle, which the site's entry satisfies). */
export async function loadRenderBundle(file: string): Promise<RenderBundle> {
  const module = (await import(pathToFileURL(file).href)) as { renderBundle?: RenderBundle };
  if (!module.renderBundle) throw new Error(`${file} exports no renderBundle: rebuild the site (npm run build).`);
  return module.renderBundle;
}

/**
 * A drawn page as it leaves for one origin (its alternates made absolute with it): its HTML, its
 * Content-Security-Policy and its gzip, each made once and kept with the page; and its brotli, made once beside them
 * off the event loop (about 100 ms of a core at brotli's best), undefined until it is ready.
 */
export interface SentPage {
  html: string;
  securityPolicy: string;
  gzipped: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer> | undefined;
}

/**
 * Brotli at its best quality: a page is a fifth smaller than its gzip (/hi 15.7 -> 12.8 kB), which brings every
 * public page within the first round trip of a new connection (TCP's initial window, 14.6 kB). A page is made once
 * per version, so the time is well spent; libuv's threads make it, not the one that answers requests.
 */
function makeBrotli(sent: SentPage): void {
  const params = {
    [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(sent.html),
  };
  brotliCompress(sent.html, { params }, (error, result) => {
    // Without it the page goes as gzip, as it does until it is ready.
    if (!error) sent.brotli = new Uint8Array(result);
  });
}

/** What a page request gets: a drawn page, or the shell that the browser draws (a staff screen). */
export type LivePage = { kind: 'page'; page: SentPage; status: 200 | 404 } | { kind: 'shell' };

interface KeptPage {
  version: string;
  html: string;
  /** By origin: a deployment has one (PUBLIC_URL), a server asked at several addresses a few. */
  sent: Map<string, SentPage>;
}

function sentFor(kept: KeptPage, origin: string): SentPage {
  let sent = kept.sent.get(origin);
  if (!sent) {
    const html = absoluteAlternates(kept.html, origin);
    sent = { html, securityPolicy: sitePageSecurityPolicy(html), gzipped: new Uint8Array(gzipSync(html)), brotli: undefined };
    makeBrotli(sent);
    // Origins come from PUBLIC_URL, a trusted proxy or the local port: a handful at most, but never unbounded.
    if (kept.sent.size >= 4) kept.sent.clear();
    kept.sent.set(origin, sent);
  }
  return sent;
}

/** Which paths are pages, which are staff screens and which pages read their query. */
interface PagePlan {
  paths: ReadonlySet<string>;
  staffPatterns: readonly string[];
  queryPaths: ReadonlySet<string>;
}

interface ContentState extends PagePlan {
  version: string;
  answers: PageAnswers;
}

type ChangeRow = typeof schema.contentChanges.$inferSelect;

function updatesOf(changes: readonly ChangeRow[]): ContentUpdates {
  const changed = new Map(changes.map((row) => [row.collection, row.changedAt.toISOString()]));
  return Object.fromEntries(
    (Object.entries(PUBLIC_CONTENT_TABLES) as [PublicContent, string][]).map(([key, table]) => [key, changed.get(table) ?? null]),
  ) as ContentUpdates;
}

/** When each part of what visitors see last changed, from content_changes (null for a table never written). */
export async function contentUpdates(db: Db): Promise<ContentUpdates> {
  return updatesOf(await db.select().from(schema.contentChanges));
}

/**
 * Each public table's rows as the contract shows them, under the seed's name for it: the doctors who see patients
 * (a retired doctor leaves the pages), and their timetables (the doctors' pages show their hours, coming
 * leave without its reason, and the OPD's closures), which count as content changes of their own (migration 0007).
 */
const PUBLIC_TABLES = {
  doctors: { table: schema.doctors, toEntity: rows.toDoctor, where: eq(schema.doctors.retired, false) },
  departments: { table: schema.departments, toEntity: rows.toDepartment },
  gallery_images: { table: schema.galleryImages, toEntity: rows.toGalleryImage },
  news_events: { table: schema.newsEvents, toEntity: rows.toNewsEvent },
  projects: { table: schema.projects, toEntity: rows.toProject },
  tasks: { table: schema.tasks, toEntity: rows.toTask },
  testimonials: { table: schema.testimonials, toEntity: rows.toTestimonial },
  doctor_sessions: { table: schema.doctorSessions, toEntity: rows.toDoctorSession },
  doctor_leave: { table: schema.doctorLeave, toEntity: (row: typeof schema.doctorLeave.$inferSelect) => ({ ...rows.toDoctorLeave(row), reason: '' }) },
  closures: { table: schema.closures, toEntity: rows.toClosure },
} satisfies Record<(typeof PUBLIC_CONTENT_TABLES)[PublicContent], { table: PgTable; toEntity: (row: never) => unknown; where?: SQL }> &
  Record<string, { table: PgTable; toEntity: (row: never) => unknown; where?: SQL }>;
type PublicTable = keyof typeof PUBLIC_TABLES;

async function readTable(db: Db, name: PublicTable): Promise<unknown[]> {
  const { table, toEntity } = PUBLIC_TABLES[name];
  const where = 'where' in PUBLIC_TABLES[name] ? (PUBLIC_TABLES[name] as { where: SQL }).where : undefined;
  const found = await db.select().from(table as PgTable).where(where).orderBy(asc(sql`id`));
  return found.map((row) => (toEntity as (row: unknown) => unknown)(row));
}

export class LivePages {
  private state: ContentState | undefined;
  private plan: (PagePlan & { doctorIds: string }) | undefined;
  private checkedAt = 0;
  /** This instance's writes, and how many of them the state (or the look under way) was read after. */
  private writes = 0;
  private writesSeen = 0;
  private loading: { promise: Promise<ContentState>; writes: number } | undefined;
  private readonly tables = new Map<PublicTable, { version: number; rows: unknown[] }>();
  private readonly pages = new Map<string, KeptPage>();
  private readonly drawing = new Map<string, Promise<KeptPage>>();

  constructor(
    private readonly db: Db,
    private readonly bundle: RenderBundle,
    private readonly siteDir: string,
    private readonly contentUpdatesKey: string,
  ) {}

  /** This instance wrote: the next page request reads the version again, so it shows the write. */
  invalidate(): void {
    this.writes++;
  }

  /** The page for a request path and its query ("?q=…", or ""), as it leaves for `origin`. */
  async page(path: string, search: string, plan: SitePlan, origin: string): Promise<LivePage> {
    const state = await this.current();
    const page = pagePath(path);
    let location: string;
    let status: 200 | 404 = 200;
    if (state.paths.has(page)) {
      // Only a page that reads its query is drawn with it; any other is the same page whatever follows the "?".
      location = state.queryPaths.has(page) && search !== '' ? `${page}${search}` : page;
    } else if (state.staffPatterns.some((pattern) => matchesPattern(pattern, page))) {
      return { kind: 'shell' };
    } else {
      location = this.bundle.NOT_FOUND_PATH;
      status = 404;
    }
    return { kind: 'page', page: sentFor(await this.draw(location, state, plan), origin), status };
  }

  /** The not-found page, for a missing file a browser asked for as a page. */
  async notFoundPage(plan: SitePlan, origin: string): Promise<SentPage> {
    return sentFor(await this.draw(this.bundle.NOT_FOUND_PATH, await this.current(), plan), origin);
  }

  private async draw(location: string, state: ContentState, plan: SitePlan): Promise<KeptPage> {
    const kept = this.pages.get(location);
    if (kept?.version === state.version) {
      // Most recently used last: the oldest is the first to go when the map is full.
      this.pages.delete(location);
      this.pages.set(location, kept);
      return kept;
    }
    const key = `${state.version} ${location}`;
    let drawing = this.drawing.get(key);
    if (!drawing) {
      drawing = (async () => {
        const shell = await readFile(resolve(this.siteDir, plan.shell), 'utf8');
        const { html } = await this.bundle.drawPage(location, state.answers, { shell, preloads: plan.preloads ?? {} });
        const drawn: KeptPage = { version: state.version, html, sent: new Map() };
        this.pages.delete(location);
        this.pages.set(location, drawn);
        if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
        return drawn;
      })().finally(() => this.drawing.delete(key));
      this.drawing.set(key, drawing);
    }
    return drawing;
  }

  private async current(): Promise<ContentState> {
    if (this.state && this.writesSeen === this.writes) {
      // Another instance's write: this request keeps the page it has, and the look it starts serves the next ones,
      // so no visitor waits for the database on a page that is kept.
      if (Date.now() - this.checkedAt >= CHECK_EVERY_MS) void this.look().catch(() => undefined);
      return this.state;
    }
    // This instance wrote: the page waits for a look that began after the write.
    return this.look();
  }

  /** One look at a time (a burst of requests shares it); one begun before this instance's last write is followed by another. */
  private look(): Promise<ContentState> {
    const writes = this.writes;
    if (this.loading?.writes === writes) return this.loading.promise;
    const before = this.loading?.promise.catch(() => undefined) ?? Promise.resolve();
    const promise = before
      .then(() => this.refresh())
      .then((state) => {
        this.writesSeen = Math.max(this.writesSeen, writes);
        return state;
      })
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
    this.loading = { promise, writes };
    return promise;
  }

  private async refresh(): Promise<ContentState> {
    const checkedAt = Date.now();
    const changes = await this.db.select().from(schema.contentChanges);
    const version = changes
      .map((row) => `${row.collection}:${row.version}`)
      .sort()
      .join(' ');
    if (this.state?.version !== version) {
      // Only the tables that changed are read again: a renamed photo does not read the doctors.
      const tableVersions = new Map(changes.map((row) => [row.collection, row.version]));
      await Promise.all(
        (Object.keys(PUBLIC_TABLES) as PublicTable[]).map(async (name) => {
          const kept = this.tables.get(name);
          const now = tableVersions.get(name) ?? 0;
          if (kept?.version !== now) this.tables.set(name, { version: now, rows: await readTable(this.db, name) });
        }),
      );
      const seed = Object.fromEntries([...this.tables].map(([name, table]) => [name, table.rows]));
      const answers = { ...this.bundle.answersFromSeed(seed), [this.contentUpdatesKey]: updatesOf(changes) };
      // The site's paths change only with the doctors (one page each): a renamed photo keeps the plan it had.
      const ids = this.bundle.doctorIdsOf(answers);
      const doctorIds = ids.join(' ');
      if (this.plan?.doctorIds !== doctorIds) {
        const plan = this.bundle.sitePlan({ doctorIds: ids });
        this.plan = { doctorIds, paths: new Set(plan.paths), staffPatterns: plan.staffPatterns, queryPaths: new Set(plan.queryPaths) };
      }
      // The version was read before the content: a write between the two reads raises it again, so the next look
      // draws that write rather than missing it.
      this.state = { version, answers, ...this.plan };
    }
    this.checkedAt = checkedAt;
    return this.state;
  }
}
