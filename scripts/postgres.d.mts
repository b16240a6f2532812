export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database>, trust auth, loopback only. */
  url: string;
  /** The cluster's temp directory (data, socket, server.log). */
  dir: string;
  port: number;
  /** Stops the server (fast mode) and removes its directory; safe to call twice. */
  stop(): Promise<void>;
}

export interface StartPostgresOptions {
  port?: number;
  /** The database to create; default "hospital". */
  database?: string;
  /** fsync, synchronous_commit and full_page_writes off: for tests that need no crash safety. */
  fast?: boolean;
  /** The pid whose end stops the cluster: default this process; false leaves it to `stop`. */
  stopWith?: number | false;
}

export function findPostgresBin(): string | undefined;
export function ensurePostgresBin(): string;
export function startPostgres(options?: StartPostgresOptions): Promise<RunningPostgres>;
export function stopPostgres(dir: string): Promise<void>;
