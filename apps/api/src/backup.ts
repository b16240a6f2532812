// `npm run db:backup -- FILE` and `npm run db:restore -- FILE [--force]`: PGlite's data directory (DATA_DIR) to one
// file and back, on the machine that runs it. With the server stopped: PGlite serves one process. PostgreSQL
// (DATABASE_URL) has its own tools, pg_dump and pg_restore, and these commands say so.
//
// A backup is PGlite's own dump of the directory, a gzipped tar (dumpDataDir). A restore checks the file is one,
// loads it into a new directory beside DATA_DIR (PGlite's loadDataDir), checks it opens and holds this
// application's tables, and only then swaps it in: a failed restore leaves DATA_DIR as it was.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { databaseFromEnv } from './config.ts';
import { DataDirectoryInUseError, PGLITE_EXTENSIONS, lockDataDirectory, openDatabase } from './db/client.ts';

/** A backup or restore refused, with a sentence that says why and what to do. */
export class BackupError extends Error {}

const POSTGRES_ADVICE =
  'DATABASE_URL is set: these commands back up and restore PGlite (DATA_DIR) only. For PostgreSQL use its own tools, e.g. ' +
  '`pg_dump --format=custom --file=hospital.dump "$DATABASE_URL"` and `pg_restore --clean --if-exists --dbname="$DATABASE_URL" hospital.dump` ' +
  '(with every instance stopped for a restore).';

const hasDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** Writes a backup of `dataDir` to `file` (through a temporary file, renamed once complete). */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!hasDatabase(dataDir)) throw new BackupError(`Refusing to back up: ${dataDir} holds no database (no PG_VERSION). Is DATA_DIR right?`);
  let database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir });
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) {
      throw new BackupError(`${error.message.replace(/^Refusing to start/, 'Refusing to back up')} Stop the server, then back up.`, { cause: error });
    }
    throw error;
  }
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    // Checked as a restore would check it: a backup that cannot be restored is worse than none.
    tarOfBackup(dump, file);
    const partial = `${file}.partial-${process.pid}`;
    mkdirSync(dirname(resolve(file)), { recursive: true });
    try {
      writeFileSync(partial, dump, { mode: 0o600 });
      renameSync(partial, file);
    } finally {
      rmSync(partial, { force: true });
    }
    return { bytes: dump.length };
  } finally {
    await database.close();
  }
}

/**
 * The tar inside a backup file, after checking it is a gzipped tar whose entries are whole and that holds a PGlite
 * data directory; else a BackupError naming what is wrong.
 */
export function tarOfBackup(file: Buffer, name: string): Buffer {
  let tar: Buffer;
  try {
    tar = gunzipSync(file);
  } catch (error) {
    throw new BackupError(`Refusing to restore: ${name} is not a backup made by \`npm run db:backup\` (not gzip data, or cut short: ${(error as Error).message}).`, {
      cause: error,
    });
  }
  const entries = tarEntryNames(tar);
  if (entries === undefined) throw new BackupError(`Refusing to restore: ${name} is not a backup made by \`npm run db:backup\` (its tar archive is damaged).`);
  if (!entries.some((entry) => entry.replace(/^\/+/, '') === 'PG_VERSION')) {
    throw new BackupError(`Refusing to restore: ${name} is a tar archive but holds no PGlite data directory (no PG_VERSION).`);
  }
  return tar;
}

/** The names in a ustar archive, or undefined when a header's checksum or an entry's size does not add up. */
function tarEntryNames(tar: Buffer): string[] | undefined {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names;
    const stored = Number.parseInt(header.subarray(148, 156).toString('latin1').replace(/\0.*$/s, '').trim(), 8);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (stored !== sum) return undefined;
    const text = (start: number, length: number) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
    const prefix = text(345, 155);
    names.push(prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
    const size = Number.parseInt(text(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return undefined;
    offset += 512 + Math.ceil(size / 512) * 512;
    if (offset > tar.length) return undefined;
  }
  // An archive ends with zero blocks; one without them was cut short.
  return undefined;
}

/**
 * PGlite's lock on a data directory, the server's own (db/client.ts), so a restore never swaps a directory under a
 * running server, nor a server starts on one mid-swap.
 */
function lockForRestore(dataDir: string): () => void {
  try {
    return lockDataDirectory(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    throw new BackupError(`${error.message.replace(/^Refusing to start/, 'Refusing to restore')} Stop the server, then restore.`, { cause: error });
  }
}

/**
 * Restores `file` into `dataDir`. An existing database there is replaced only with `force`, and only once the backup
 * has been loaded and opened beside it; until the swap, nothing in `dataDir` changes.
 */
export async function restoreDataDir(file: string, dataDir: string, { force = false } = {}): Promise<{ appointments: number }> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message;
    throw new BackupError(`Refusing to restore: cannot read ${file} (${reason}).`, { cause: error });
  }
  const tar = tarOfBackup(bytes, file);
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied && !force) {
    throw new BackupError(
      `Refusing to restore: ${dataDir} is not empty${hasDatabase(dataDir) ? ' (it holds a database)' : ''}. ` +
        'Add --force to replace it: the backup is restored beside it first, and swapped in only once it opens.',
    );
  }
  const unlock = lockForRestore(dataDir);
  const parent = dirname(dataDir);
  const restoring = join(parent, `.${basename(dataDir)}.restoring-${process.pid}`);
  const replaced = join(parent, `.${basename(dataDir)}.replaced-${process.pid}`);
  try {
    rmSync(restoring, { recursive: true, force: true });
    let appointments: number;
    let client: PGlite | undefined;
    try {
      client = await PGlite.create({ dataDir: restoring, loadDataDir: new Blob([new Uint8Array(tar)]), extensions: PGLITE_EXTENSIONS });
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments');
      appointments = rows[0]?.n ?? 0;
    } catch (error) {
      throw new BackupError(
        `Refusing to restore: ${file} did not open as this application's database (${(error as Error).message}). ${dataDir} is untouched.`,
        { cause: error },
      );
    } finally {
      await client?.close().catch(() => {});
    }
    if (existsSync(dataDir)) {
      renameSync(dataDir, replaced);
      try {
        renameSync(restoring, dataDir);
      } catch (error) {
        renameSync(replaced, dataDir);
        throw error;
      }
      rmSync(replaced, { recursive: true, force: true });
    } else {
      renameSync(restoring, dataDir);
    }
    return { appointments };
  } finally {
    rmSync(restoring, { recursive: true, force: true });
    unlock();
  }
}

const USAGE = 'Usage: npm run db:backup -- FILE   |   npm run db:restore -- FILE [--force]';

/** The command line: `backup FILE` or `restore FILE [--force]`, for DATA_DIR's PGlite. */
async function main(argv: string[]): Promise<number> {
  const [verb, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((argument) => argument !== '--force');
  if ((verb !== 'backup' && verb !== 'restore') || files.length !== 1 || (verb === 'backup' && force)) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts in the repository's root: a relative FILE is read from where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const target = databaseFromEnv();
  if (target.kind === 'postgres') {
    console.error(POSTGRES_ADVICE);
    return 1;
  }
  try {
    if (verb === 'backup') {
      const { bytes } = await backupDataDir(target.dataDir, file);
      console.log(`Backed up ${target.dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB). Restore with \`npm run db:restore -- ${file}\`.`);
    } else {
      const { appointments } = await restoreDataDir(file, target.dataDir, { force });
      console.log(`Restored ${file} into ${target.dataDir} (${appointments} appointments). Start the server as usual; it applies any newer migrations.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  // Exits once it has said its last word: a PGlite that failed to start up (a backup whose table files are damaged)
  // leaves work behind that holds the event loop, and a scripted restore would wait on it for ever.
  process.exit(await main(process.argv.slice(2)));
}
