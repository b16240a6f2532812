// API answers kept between requests, as the public pages are (docs/adr/0015): a read whose answer changes
// only when one of the public tables is written (GET /api/doctors) is made once, as its JSON text and that text's
// gzip, and kept until content_changes says one of its tables changed. The triggers of migrations 0004 and 0007 count
// every write to those tables, whoever makes it; this instance reads the counts again after each of its own writes
// (the app's /api middleware calls `invalidate`) and otherwise at most every CHECK_EVERY_MS behind a request, so a
// write on another instance or by a script reaches this one's answer within about that time.
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { CHECK_EVERY_MS } from './livePages.ts';

/** A kept answer as it is sent: JSON text, and its gzip for a client that takes it. */
export interface KeptBody {
  json: string;
  gzipped: Uint8Array<ArrayBuffer>;
}

/** Gzip pays only past a few hundred bytes (hono's compress middleware starts at 1 kB). */
const GZIP_FROM_BYTES = 1024;

export class KeptAnswer {
  private kept: { version: string; body: KeptBody } | undefined;
  private checkedAt = 0;
  /** Counts this instance's writes: a look begun before one cannot stand for after it. */
  private generation = 0;
  private pending: { generation: number; body: Promise<KeptBody> } | undefined;

  /**
   * @param tables content_changes' collections (table names) the answer is made from.
   * @param make the answer, read fresh (its JSON text is what is kept).
   */
  constructor(
    private readonly db: Db,
    private readonly tables: readonly string[],
    private readonly make: () => Promise<unknown>,
  ) {}

  /** This instance wrote: the next request reads the counts again before answering. */
  invalidate(): void {
    this.generation++;
    this.checkedAt = 0;
  }

  /** The answer as of now (within CHECK_EVERY_MS of another instance's write). */
  get(): Promise<KeptBody> {
    if (this.kept && Date.now() - this.checkedAt < CHECK_EVERY_MS) return Promise.resolve(this.kept.body);
    // Requests arriving while it is looked at wait for the one look (one begun since this instance's last write).
    if (this.pending?.generation !== this.generation) {
      const pending = { generation: this.generation, body: this.renew(this.generation) };
      this.pending = pending;
      pending.body.then(
        () => this.pending === pending && (this.pending = undefined),
        () => this.pending === pending && (this.pending = undefined),
      );
    }
    return this.pending!.body;
  }

  private async renew(generation: number): Promise<KeptBody> {
    const checkedAt = Date.now();
    // The counts first, then the rows: a write between the two makes the rows newer than the counts kept with them,
    // and the next look reads them again; never older rows under newer counts.
    const result = (await this.db.execute(
      sql`SELECT coalesce(string_agg(collection || ':' || version, ',' ORDER BY collection), '') AS version FROM content_changes WHERE collection IN (${sql.join(
        this.tables.map((table) => sql`${table}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { version: string }[] };
    const version = result.rows[0]?.version ?? '';
    if (this.kept?.version !== version) {
      const json = JSON.stringify(await this.make());
      const gzipped = json.length >= GZIP_FROM_BYTES ? new Uint8Array(gzipSync(json)) : new Uint8Array(Buffer.from(json));
      this.kept = { version, body: { json, gzipped } };
    }
    // A write of this instance since the look began: the next request looks again.
    if (generation === this.generation) this.checkedAt = checkedAt;
    return this.kept.body;
  }
}

/** Every answer an app keeps, made stale together after the app's own writes. */
export class KeptAnswers {
  private readonly answers: KeptAnswer[] = [];

  keep(db: Db, tables: readonly string[], make: () => Promise<unknown>): KeptAnswer {
    const answer = new KeptAnswer(db, tables, make);
    this.answers.push(answer);
    return answer;
  }

  invalidate(): void {
    for (const answer of this.answers) answer.invalidate();
  }
}

/**
 * Whether a kept body goes gzipped to this request, as hono's compress middleware decides for the answers it makes:
 * its Accept-Encoding takes gzip (named, or `*`) with a q above 0.
 */
export function takesGzip(acceptEncoding: string | undefined, body: KeptBody): boolean {
  if (body.json.length < GZIP_FROM_BYTES || !acceptEncoding) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const qParam = params.find((param) => /^q=/i.test(param));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name.toLowerCase() === 'gzip') gzip = Number.isNaN(q) ? 0 : q;
    else if (name === '*') any = Number.isNaN(q) ? 0 : q;
  }
  return (gzip ?? any ?? 0) > 0;
}
