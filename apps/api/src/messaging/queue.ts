// The message queue: pg-boss 10 in the application's own database, one job per message row, so a message waits,
// retries and survives a crash without a timer or a cron of ours (docs/adr). On PGlite it shares the
// application's one client; on PostgreSQL it keeps a small pool of its own. Its jobs are written in the caller's
// transaction, beside the rows they deliver, so a booking and its messages commit or vanish together.
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { MESSAGING } from '@hospital/contract';
import type { MessagingConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';

export const PATIENT_MESSAGE_QUEUE = 'patient-message';

/** A job's data: the row it delivers. Everything else is read from the row when the job runs. */
export interface PatientMessageJob {
  messageId: number;
}

/** What the outbox needs of the queue: a job per message, in the caller's transaction, and a nudge once committed. */
export interface MessageQueue {
  enqueue(tx: Db, messages: readonly { id: number; dueAt: Date }[]): Promise<void>;
  /** A message was just committed on this instance: look now rather than at the next poll. */
  wake(): void;
  /**
   * pg-boss's own INSERT of jobs, for writing them inside a larger statement (a booking's, with the booking and its
   * messages: one round trip): absent when jobs are written only through `enqueue`.
   */
  jobInsert?: JobInsert | undefined;
}

/**
 * The SQL pg-boss runs to insert jobs (its `insert`), captured once, with the values of its parameters but the first:
 * `$1` is the jobs as a JSON array (pg-boss's JobInsert), each job's fields `jobFields` and its `data` and
 * `startAfter`.
 */
export interface JobInsert {
  text: string;
  values: unknown[];
  jobFields: Record<string, unknown>;
}

export type PgBossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss's SQL through PGlite. Without parameters its SQL may be several statements (its schema, its migrations),
 * which only `exec` runs (the extended protocol `query` uses refuses them: 42601).
 */
export function pgliteExecutor(client: PGlite): PgBossDb {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

/** pg-boss's SQL, its `$1` parameters made drizzle's, run on a drizzle handle: a transaction, so its jobs join it. */
export function drizzleExecutor(tx: Db): PgBossDb {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(drizzleSql(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

/**
 * SQL (pg-boss's, the outbox's) on the connection under a drizzle transaction (node-postgres' client, PGlite's transaction), its
 * parameters as they are: what `drizzleExecutor` does, without drizzle's work on each statement. Both clients take
 * `query(text, values)` and answer `{ rows }`.
 */
export function transactionSql(tx: Db): PgBossDb {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (typeof client?.query !== 'function') return drizzleExecutor(tx);
  const query = client.query as (statement: string | { name: string; text: string; values?: unknown[] }, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  // node-postgres keeps a named statement parsed and planned on its connection: each booking runs pg-boss's long
  // insert and the outbox's. (PGlite's query takes no name.)
  const named = !('exec' in client);
  return {
    async executeSql(text, values) {
      const result = named ? await query.call(client, { name: statementName(text), text, values }) : await query.call(client, text, values);
      return { rows: result.rows };
    },
  };
}

export function drizzleSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = [sql.raw(parts[0]!)];
  for (let index = 1; index < parts.length; index += 2) {
    chunks.push(sql`${values[Number(parts[index]) - 1] ?? null}`, sql.raw(parts[index + 1]!));
  }
  return sql.join(chunks);
}

const statementNames = new Map<string, string>();
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `pgboss_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  return name;
};

/**
 * pg-boss's INSERT of jobs as it runs it: `boss.insert` is handed a handle that keeps the SQL and its values and runs
 * nothing. Its text takes the jobs as `json_to_recordset($1)`; the rest of its values are pg-boss's configuration.
 */
async function capturedJobInsert(boss: PgBoss, jobFields: Record<string, unknown>): Promise<JobInsert> {
  let captured: { text: string; values: unknown[] } | undefined;
  const recorder: PgBossDb = {
    async executeSql(text, values = []) {
      captured = { text, values };
      return { rows: [] };
    },
  };
  await boss.insert([{ name: PATIENT_MESSAGE_QUEUE, data: { messageId: 0 } }], { db: recorder as PgBoss.Db });
  if (!captured || !captured.text.includes('json_to_recordset($1)')) throw new Error('pg-boss inserts its jobs other than this server expects (json_to_recordset($1))');
  return { text: captured.text, values: captured.values.slice(1), jobFields };
}

export interface RunningQueue extends MessageQueue {
  boss: PgBoss;
  /** Deliver each job as it comes due: `deliver` answers 'done' or throws for pg-boss to try again after its back-off. */
  work(deliver: (job: PatientMessageJob, lastTry: boolean) => Promise<unknown>): Promise<void>;
  stop(): Promise<void>;
}

/** How a message's job is retried: pg-boss's back-off from MESSAGE_RETRY_SECONDS, and a short expiry. */
export function jobPolicy(config: Pick<MessagingConfig, 'retrySeconds' | 'expireSeconds'>) {
  return {
    // The row counts its tries and marks the last failure `failed` (deliver.ts); the job has one try more, for a try a
    // crash cut off (then pg-boss counted it too): the row it left `sending` is taken over, not left there.
    retryLimit: MESSAGING.attempts,
    retryDelay: config.retrySeconds,
    retryBackoff: true,
    // A try running longer than this is a dead instance's: pg-boss's maintenance fails it, and it is tried again.
    expireInSeconds: config.expireSeconds,
  };
}

/** Starts pg-boss on the application's database (its `pgboss` schema made or migrated on first start). */
export async function startMessageQueue(database: Database, config: MessagingConfig, log: Logger): Promise<RunningQueue> {
  const policy = jobPolicy(config);
  const connection = database.connection;
  const boss = new PgBoss({
    ...(connection.kind === 'pglite' ? { db: pgliteExecutor(connection.client) as PgBoss.Db } : { connectionString: connection.url, max: 3, application_name: 'hospital-messages' }),
    // The timekeeper runs the OPD's no-show sweep every minute (jobs/noShowSweep.ts); the messages need no cron.
    schedule: true,
    // Expired tries are found by maintenance: as often as they can expire, at most every two minutes.
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, config.expireSeconds)),
    ...policy,
  });
  // pg-boss's errors (a lost connection while polling) are its to retry; logged without their SQL or values.
  boss.on('error', (error: Error & { code?: string }) => log.warn({ err: { message: error.message.slice(0, 200), code: error.code } }, 'message queue error'));
  await boss.start();
  await boss.createQueue(PATIENT_MESSAGE_QUEUE, { name: PATIENT_MESSAGE_QUEUE, ...policy });
  // A restart with other settings: the queue takes them (each job also carries its own).
  await boss.updateQueue(PATIENT_MESSAGE_QUEUE, { name: PATIENT_MESSAGE_QUEUE, ...policy });

  const workers: string[] = [];
  const batchSize = 5;
  const jobFields = { name: PATIENT_MESSAGE_QUEUE, ...policy };
  const queue: RunningQueue = {
    boss,
    jobInsert: await capturedJobInsert(boss, jobFields),
    async enqueue(tx, messages) {
      if (messages.length === 0) return;
      const jobs: PgBoss.JobInsert<PatientMessageJob>[] = messages.map((message) => ({
        ...jobFields,
        data: { messageId: message.id },
        startAfter: message.dueAt.toISOString(),
      }));
      await boss.insert(jobs, { db: transactionSql(tx) as PgBoss.Db });
    },
    wake() {
      for (const id of workers) boss.notifyWorker(id);
    },
    async work(deliver) {
      const options = { batchSize, pollingIntervalSeconds: config.pollSeconds, includeMetadata: true as const };
      const id = await boss.work<PatientMessageJob>(PATIENT_MESSAGE_QUEUE, options, async (jobs) => {
        // Each job of the batch on its own: one to retry fails alone (pg-boss completes the rest when this returns,
        // and leaves the failed one to its retry).
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await deliver(job.data, job.retryCount >= job.retryLimit);
            } catch (error) {
              await boss.fail(PATIENT_MESSAGE_QUEUE, job.id, { message: error instanceof Error ? error.message : 'failed' });
            }
          }),
        );
        // A full batch: more may be waiting, so the worker looks again at once instead of after its poll.
        if (jobs.length === batchSize) boss.notifyWorker(id);
      });
      workers.push(id);
    },
    async stop() {
      // Tries in flight finish (or expire and are retried by another instance); nothing new is taken.
      await boss.stop({ graceful: true, wait: true, timeout: Math.min(8000, config.expireSeconds * 1000) });
    },
  };
  return queue;
}
